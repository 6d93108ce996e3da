import type { EventDetail, EventResponse, ShareLinkResponse } from '@cubewright/core/protocol';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useId, useState } from 'react';
import { Button } from '../../components/ui/button';
import { FormMessage } from '../../components/ui/field';
import { Input, Label } from '../../components/ui/input';
import { Panel, PanelTitle } from '../../components/ui/panel';
import { api } from '../../lib/api';
import { eventPath, eventQuery, sharedEventUrl } from './records-api';

// The QR encoder loads only when the host asks for the code.
const LinkQrCode = lazy(() => import('./link-qr-code'));

/**
 * The host's share link: players open it (signed in or not) to enter their own deck, result and drop.
 * A new link revokes the old one (docs/decisions/0060-event-share-link.md).
 */
export function ShareLinkPanel({ cubeId, event }: { cubeId: string; event: EventDetail }) {
  const queryClient = useQueryClient();
  const inputId = useId();
  const [error, setError] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const [showQr, setShowQr] = useState(false);
  const link = event.shareToken ? `${window.location.origin}${sharedEventUrl(event.shareToken)}` : null;

  async function change(method: 'POST' | 'DELETE') {
    setError(null);
    setCopied(false);
    try {
      await api<ShareLinkResponse | undefined>(`${eventPath(cubeId, event.id)}/share-link`, {
        method,
        body: {},
      });
      const fresh = await api<EventResponse>(eventPath(cubeId, event.id));
      queryClient.setQueryData(eventQuery(cubeId, event.id).queryKey, fresh);
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    }
  }
  async function copy() {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
    } catch {
      // No clipboard (plain http, or permission refused): the link is selected for copying by hand.
      (document.getElementById(inputId) as HTMLInputElement | null)?.select();
    }
  }

  return (
    <Panel>
      <PanelTitle>Share link</PanelTitle>
      <p className="text-sm text-zinc-600">
        Players open it on their phone, signed in or not, to enter their own deck and results, or drop. It
        shows this event only, nothing else of the cube.
      </p>
      {link ? (
        <div className="mt-2 grid gap-2">
          <Label htmlFor={inputId}>Link for the players</Label>
          <div className="flex flex-wrap gap-2">
            <Input
              id={inputId}
              readOnly
              value={link}
              className="min-w-0 flex-1"
              onFocus={(e) => e.target.select()}
            />
            <Button size="sm" onClick={() => void copy()}>
              {copied ? 'Copied' : 'Copy link'}
            </Button>
            <Button size="sm" variant="outline" aria-expanded={showQr} onClick={() => setShowQr((v) => !v)}>
              {showQr ? 'Hide QR code' : 'Show QR code'}
            </Button>
          </div>
          {showQr && (
            <Suspense fallback={<p className="text-sm text-zinc-500">Drawing the QR code…</p>}>
              <figure className="grid justify-items-start gap-1">
                <LinkQrCode link={link} />
                <figcaption className="text-xs text-zinc-600">
                  Players scan it with their phone's camera to open the link.
                </figcaption>
              </figure>
            </Suspense>
          )}
          <div className="flex flex-wrap gap-2">
            <Button size="sm" variant="outline" onClick={() => void change('POST')}>
              Make a new link (the old one stops working)
            </Button>
            <Button size="sm" variant="outline" onClick={() => void change('DELETE')}>
              Turn the link off
            </Button>
          </div>
        </div>
      ) : (
        <Button size="sm" className="mt-2 w-fit" onClick={() => void change('POST')}>
          Make a share link
        </Button>
      )}
      <FormMessage error={error} />
    </Panel>
  );
}
