import type {
  JumpstartPacket,
  JumpstartPacketResponse,
  JumpstartPacketsResponse,
} from '@cubewright/core/cube';
import type { CubeDetail } from '@cubewright/core/protocol';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/field';
import { Input, Label } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { api } from '../../../lib/api';
import { cubeCardsKey, failureText, fetchCubeCards } from '../edit-api';
import { SettingsSection } from './settings-section';
import { cubeApiPath } from './use-cube-settings';

type CardNames = ReadonlyMap<string, string>;
type Call = (action: () => Promise<unknown>) => Promise<void>;

function PacketEditor({
  packet,
  path,
  names,
  options,
  call,
}: {
  packet: JumpstartPacket;
  path: string;
  names: CardNames;
  options: { id: string; name: string }[];
  call: Call;
}) {
  const [name, setName] = useState(packet.name);
  const [find, setFind] = useState('');
  const ids = { name: useId(), find: useId() };
  const url = `${path}/${encodeURIComponent(packet.id)}`;
  const patch = (body: object) => call(() => api<JumpstartPacketResponse>(url, { method: 'PATCH', body }));
  const q = find.trim().toLowerCase();
  const inPacket = new Set(packet.cards);
  const matches = q
    ? options.filter((o) => !inPacket.has(o.id) && o.name.toLowerCase().includes(q)).slice(0, 8)
    : [];
  return (
    <li className="grid gap-3 rounded-md border border-zinc-200 p-3">
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          void patch({ name });
        }}
      >
        <div className="grid min-w-48 flex-1 gap-1.5">
          <Label htmlFor={ids.name}>Packet name</Label>
          <Input id={ids.name} value={name} onChange={(e) => setName(e.target.value)} />
        </div>
        <Button type="submit" variant="outline" disabled={name.trim() === packet.name}>
          Rename
        </Button>
        <Button
          type="button"
          variant="destructive"
          onClick={() => void call(() => api(url, { method: 'DELETE' }))}
        >
          Delete packet
        </Button>
      </form>
      <div className="text-sm">
        <span className="font-medium">{packet.cards.length} cards</span>
        {packet.missingCards.length > 0 && (
          <span className="ml-2 text-amber-800">({packet.missingCards.length} no longer in the cube)</span>
        )}
      </div>
      {packet.cards.length > 0 && (
        <ul className="flex flex-wrap gap-1.5" aria-label={`Cards in ${packet.name}`}>
          {packet.cards.map((ref, i) => (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: a card id may repeat (copies); position tells them apart
              key={`${ref}-${i}`}
              className="flex items-center gap-1 rounded-full bg-zinc-100 py-0.5 pr-1 pl-2.5 text-xs"
            >
              {names.get(ref) ?? ref}
              <button
                type="button"
                className="rounded-full p-0.5 hover:bg-zinc-200"
                aria-label={`Remove ${names.get(ref) ?? ref} from ${packet.name}`}
                onClick={() => void patch({ cards: packet.cards.filter((_, j) => j !== i) })}
              >
                <X className="size-3" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="grid max-w-sm gap-1.5">
        <Label htmlFor={ids.find}>Add a card from the cube</Label>
        <Input
          id={ids.find}
          type="search"
          value={find}
          onChange={(e) => setFind(e.target.value)}
          placeholder="Card name"
        />
        {matches.length > 0 && (
          <ul className="grid gap-0.5">
            {matches.map((o) => (
              <li key={o.id}>
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => {
                    setFind('');
                    void patch({ cards: [...packet.cards, o.id] });
                  }}
                >
                  Add {o.name}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </li>
  );
}

/** Jumpstart packets: named packs of the cube's cards (create, rename, add/remove cards, delete). */
export default function JumpstartTab({ cube }: { cube: CubeDetail }) {
  const path = `${cubeApiPath(cube.id)}/jumpstart`;
  const key = ['cubes', cube.id, 'jumpstart'];
  const queryClient = useQueryClient();
  const packets = useQuery({ queryKey: key, queryFn: () => api<JumpstartPacketsResponse>(path) });
  const cards = useQuery({ queryKey: cubeCardsKey(cube.id), queryFn: () => fetchCubeCards(cube.id) });
  const [newName, setNewName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const newId = useId();
  const { names, options } = useMemo(() => {
    const names = new Map<string, string>();
    const options: { id: string; name: string }[] = [];
    for (const c of cards.data?.cards ?? []) {
      names.set(c.id, c.name);
      names.set(c.cardId, c.name);
      options.push({ id: c.id, name: c.name });
    }
    options.sort((a, b) => a.name.localeCompare(b.name));
    return { names, options };
  }, [cards.data]);

  const call: Call = async (action) => {
    setError(null);
    try {
      await action();
      await queryClient.invalidateQueries({ queryKey: key });
    } catch (err) {
      setError(failureText(err));
    }
  };
  const create = (e: FormEvent) => {
    e.preventDefault();
    void call(async () => {
      await api<JumpstartPacketResponse>(path, { body: { name: newName } });
      setNewName('');
    });
  };
  const canEdit = cube.permissions.canEdit;
  return (
    <SettingsSection
      title="Jumpstart packets"
      description="Named packets of this cube's cards; a Jumpstart player takes two and shuffles them together."
    >
      {canEdit && (
        <form className="flex flex-wrap items-end gap-2" onSubmit={create}>
          <div className="grid min-w-64 flex-1 gap-1.5">
            <Label htmlFor={newId}>New packet name</Label>
            <Input id={newId} value={newName} onChange={(e) => setNewName(e.target.value)} />
          </div>
          <Button type="submit" disabled={!newName.trim()}>
            Create packet
          </Button>
        </form>
      )}
      <FormMessage error={error} />
      {packets.isLoading ? (
        <Spinner />
      ) : packets.isError ? (
        <FormMessage error={failureText(packets.error)} />
      ) : (packets.data?.packets.length ?? 0) === 0 ? (
        <p className="text-sm text-zinc-600">No packets yet.</p>
      ) : (
        <ul className="grid gap-3">
          {packets.data!.packets.map((p) =>
            canEdit ? (
              <PacketEditor
                key={`${p.id}-${p.updatedAt}`}
                packet={p}
                path={path}
                names={names}
                options={options}
                call={call}
              />
            ) : (
              <li key={p.id} className="rounded-md border border-zinc-200 p-3 text-sm">
                <span className="font-medium">{p.name}</span>:{' '}
                {p.cards.map((r) => names.get(r) ?? r).join(', ') || 'no cards'}
              </li>
            ),
          )}
        </ul>
      )}
    </SettingsSection>
  );
}
