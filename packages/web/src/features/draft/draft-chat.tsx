import { CHAT_MAX_LENGTH } from '@cubewright/core/protocol/draft-lobby';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Button } from '../../components/ui/button';
import { FormMessage } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { addChatLine, chatKey, getChat, sendChat } from './lobby-api';

const time = (iso: string) => new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });

/**
 * The draft's chat for its players and host. Lines arrive live through useDraftRoom (on the lobby and
 * the session), which fetches the chat again after the socket comes back.
 */
export function DraftChat({ draftId }: { draftId: string }) {
  const queryClient = useQueryClient();
  const q = useQuery({
    queryKey: chatKey(draftId),
    queryFn: () => getChat(draftId),
  });
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const list = useRef<HTMLOListElement>(null);
  const messages = q.data?.messages ?? [];
  const count = messages.length;

  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll to the newest line when one arrives
  useEffect(() => {
    list.current?.scrollTo({ top: list.current.scrollHeight });
  }, [count]);

  async function send(e: FormEvent) {
    e.preventDefault();
    if (!text.trim()) return;
    setBusy(true);
    setError(null);
    try {
      const { message } = await sendChat(draftId, text);
      addChatLine(queryClient, draftId, message);
      setText('');
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="grid gap-2">
      <ol
        ref={list}
        aria-label="Chat messages"
        aria-live="polite"
        className="grid max-h-64 content-start gap-1 overflow-y-auto rounded-md border border-zinc-200 bg-zinc-50 p-2 text-sm"
      >
        {count === 0 && <li className="text-zinc-500">No messages yet.</li>}
        {messages.map((m) => (
          <li key={m.id} className="break-words">
            <span className="text-xs text-zinc-500">{time(m.createdAt)}</span>{' '}
            <span className="font-medium">{m.username}:</span> {m.text}
          </li>
        ))}
      </ol>
      {q.isError && <FormMessage error={(q.error as Error).message} />}
      <form className="flex gap-2" onSubmit={send}>
        <Input
          aria-label="Your message"
          placeholder="Say something to the table"
          maxLength={CHAT_MAX_LENGTH}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <Button type="submit" variant="outline" disabled={busy || !text.trim()}>
          <Send className="size-4" aria-hidden="true" /> Send
        </Button>
      </form>
      <FormMessage error={error} />
    </div>
  );
}
