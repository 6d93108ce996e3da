import type { ExportDeck } from '@cubewright/core/formats';
import { Printer } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { fetchDeckProxies, saveFile } from './proxy-download';

type Which = 'deck' | 'pool';

/**
 * Proxies of a deck (its main deck) or of the whole pool (deck and sideboard: everything drafted), each
 * as a PDF download, with card images where Scryfall has them when asked.
 */
export function DeckProxies({ deck }: { deck: ExportDeck }) {
  const imagesId = useId();
  const [images, setImages] = useState(false);
  const [printing, setPrinting] = useState<Which | null>(null);
  const [progress, setProgress] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const names = (which: Which) =>
    (which === 'deck' ? deck.main : [...deck.main, ...deck.side]).map((c) => c.name);
  const print = async (which: Which) => {
    setPrinting(which);
    setError(null);
    try {
      const title = which === 'deck' ? deck.name : `${deck.name} pool`;
      saveFile(
        await fetchDeckProxies(title, names(which), images, (done, total) =>
          setProgress(`${done} of ${total} pages`),
        ),
      );
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setPrinting(null);
      setProgress(null);
    }
  };
  const button = (which: Which, label: string) => (
    <Button variant="outline" onClick={() => print(which)} disabled={printing !== null}>
      {printing === which ? (
        <Spinner className="size-4" />
      ) : (
        <Printer className="size-4" aria-hidden="true" />
      )}{' '}
      {label}
    </Button>
  );
  if (deck.main.length + deck.side.length === 0) return null;
  return (
    <>
      {deck.main.length > 0 && button('deck', 'Proxies (PDF)')}
      {deck.side.length > 0 && button('pool', 'Pool proxies (PDF)')}
      <label htmlFor={imagesId} className="inline-flex min-h-9 items-center gap-1.5 text-sm">
        <input id={imagesId} type="checkbox" checked={images} onChange={(e) => setImages(e.target.checked)} />
        Card images
      </label>
      {progress && (
        <span role="status" className="text-xs text-zinc-600">
          {progress}
        </span>
      )}
      {error && (
        <p role="alert" className="w-full text-sm text-red-700">
          {error}
        </p>
      )}
    </>
  );
}
