import type { CubeDetail, SaveResponse, WhitepaperResponse } from '@cubewright/core/protocol';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { ApiRequestError, api } from '../../../lib/api';
import { notify } from '../../../lib/toast';
import { CardPreviewProvider } from '../card-preview';
import { cubeKey } from '../live/use-live-cube';
import { LoadError } from '../load-error';
import { Markdown, useMarkdownRenderer } from './lazy-markdown';

function Editor({
  cubeId,
  initial,
  baseVersion,
  onDone,
}: {
  cubeId: string;
  initial: string;
  baseVersion: number;
  onDone: () => void;
}) {
  const queryClient = useQueryClient();
  const [text, setText] = useState(initial);
  const [base, setBase] = useState(baseVersion);
  const save = useMutation({
    mutationFn: () =>
      api<SaveResponse>(`/api/cubes/${encodeURIComponent(cubeId)}/whitepaper`, {
        method: 'PUT',
        body: { content: text, baseVersion: base },
      }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: cubeKey(cubeId) });
      void notify('success', 'White paper saved');
      onDone();
    },
  });
  const stale = save.error instanceof ApiRequestError && save.error.status === 409;
  const overwrite = async () => {
    // Take the newest version as the base, keeping this text: the other person's edit is replaced.
    const latest = await api<WhitepaperResponse>(`/api/cubes/${encodeURIComponent(cubeId)}/whitepaper`);
    setBase(latest.version);
    save.reset();
  };
  return (
    <form
      className="grid gap-3"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate();
      }}
    >
      <Tabs defaultValue="write">
        <TabsList className="w-auto">
          <TabsTrigger value="write">Write</TabsTrigger>
          <TabsTrigger value="preview">Preview</TabsTrigger>
        </TabsList>
        <TabsContent value="write">
          <label htmlFor="whitepaper-text" className="sr-only">
            White paper (markdown)
          </label>
          <textarea
            id="whitepaper-text"
            value={text}
            onChange={(e) => setText(e.target.value)}
            rows={20}
            className="w-full rounded-md border border-zinc-300 bg-white p-3 font-mono text-sm"
            placeholder="Write in markdown. Link a card with [[Card Name]]."
          />
          <p className="text-xs text-zinc-600">
            Markdown with tables and task lists; [[Card Name]] links preview the card.
          </p>
        </TabsContent>
        <TabsContent value="preview" className="min-h-40 rounded-md border border-zinc-200 bg-white p-4">
          {text.trim() ? <Markdown content={text} /> : <p className="text-zinc-600">Nothing to preview.</p>}
        </TabsContent>
      </Tabs>
      {stale ? (
        <div
          role="alert"
          className="grid justify-items-start gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm"
        >
          <p className="font-medium text-amber-900">
            Someone else saved the white paper while you were editing.
          </p>
          <p className="text-amber-900">
            {save.error?.message} Your text is still here: copy it somewhere safe, or replace their version
            with yours.
          </p>
          <Button type="button" variant="outline" size="sm" onClick={overwrite}>
            Use my text anyway
          </Button>
        </div>
      ) : (
        <FormMessage error={save.error?.message} />
      )}
      <div className="flex gap-2">
        <Button type="submit" disabled={save.isPending || stale}>
          {save.isPending && <Spinner className="text-white" />} Save
        </Button>
        <Button type="button" variant="outline" onClick={onDone} disabled={save.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/** The white paper tab: rendered markdown; owner and editors can edit it. */
export default function WhitepaperTab({ cube }: { cube: CubeDetail }) {
  const [editing, setEditing] = useState(false);
  const query = useQuery({
    queryKey: [...cubeKey(cube.id), 'whitepaper'],
    queryFn: () => api<WhitepaperResponse>(`/api/cubes/${encodeURIComponent(cube.id)}/whitepaper`),
  });
  const rendererReady = useMarkdownRenderer();
  if (query.isLoading || (query.data && !rendererReady)) {
    return (
      <div role="status" className="flex items-center gap-2 p-6 text-zinc-700">
        <Spinner /> Loading the white paper...
      </div>
    );
  }
  if (!query.data)
    return <LoadError what="the white paper" error={query.error} retry={() => void query.refetch()} />;
  const { content, version } = query.data;
  return (
    <CardPreviewProvider>
      <section aria-labelledby="whitepaper-heading" className="grid gap-4">
        <div className="flex items-center justify-between gap-2">
          <h2 id="whitepaper-heading" className="text-lg font-semibold">
            White paper
          </h2>
          {cube.permissions.canEdit && !editing && (
            <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
              <Pencil className="size-4" aria-hidden="true" /> Edit
            </Button>
          )}
        </div>
        {editing ? (
          <Editor cubeId={cube.id} initial={content} baseVersion={version} onDone={() => setEditing(false)} />
        ) : content.trim() ? (
          <article className="rounded-lg border border-zinc-200 bg-white p-5">
            <Markdown content={content} />
          </article>
        ) : (
          <p className="rounded-lg border border-dashed border-zinc-300 bg-white p-6 text-center text-zinc-700">
            This cube has no white paper yet.
          </p>
        )}
      </section>
    </CardPreviewProvider>
  );
}
