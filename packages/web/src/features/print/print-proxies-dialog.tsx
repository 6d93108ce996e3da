import type { CubeDetail } from '@cubewright/core/protocol';
import { Printer } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog';
import { FormMessage } from '../../components/ui/field';
import { Label, selectClass } from '../../components/ui/input';
import { fetchProxies, type ProxyOptions, proxiesUrl, saveFile } from './proxy-download';

type Progress = { done: number; total: number } | null;

/** Print-and-play: choose paper, cut marks, bleed and board, then download the PDF with a progress bar. */
export default function PrintProxiesDialog({
  cubeId,
  boards,
  open,
  onOpenChange,
}: {
  cubeId: string;
  boards: CubeDetail['boards'];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const ids = {
    paper: useId(),
    board: useId(),
    cut: useId(),
    bleed: useId(),
    tokens: useId(),
    images: useId(),
  };
  const [options, setOptions] = useState<ProxyOptions>({
    paper: 'a4',
    cutLines: true,
    bleed: false,
    board: 'main',
    tokens: false,
    images: false,
  });
  const [progress, setProgress] = useState<Progress>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);
  const set = (patch: Partial<ProxyOptions>) => setOptions((o) => ({ ...o, ...patch }));

  async function download() {
    setError(null);
    setDone(null);
    abort.current = new AbortController();
    try {
      const file = await fetchProxies(
        proxiesUrl(cubeId, options),
        (d, total) => setProgress({ done: d, total }),
        abort.current.signal,
      );
      saveFile(file);
      setDone(`Saved ${file.name}.`);
    } catch (e) {
      if (!abort.current.signal.aborted) setError(e instanceof Error ? e.message : String(e));
    } finally {
      setProgress(null);
    }
  }

  function close(next: boolean) {
    if (!next) abort.current?.abort();
    onOpenChange(next);
  }

  const pct = progress ? Math.round((progress.done / progress.total) * 100) : 0;
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        <DialogTitle>Print proxies</DialogTitle>
        <DialogDescription>
          A PDF of proxies, nine cards to a page at real card size, 63 × 88 mm: each card’s image if you ask
          for it and Scryfall has one, otherwise a text proxy (name, cost, type, rules text, power and
          toughness). Print at 100% (no “fit to page”).
        </DialogDescription>
        <div className="grid gap-3 sm:grid-cols-2">
          <div className="grid gap-1.5">
            <Label htmlFor={ids.paper}>Paper</Label>
            <select
              id={ids.paper}
              className={selectClass}
              value={options.paper}
              onChange={(e) => set({ paper: e.target.value as ProxyOptions['paper'] })}
            >
              <option value="a4">A4</option>
              <option value="letter">Letter</option>
            </select>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={ids.board}>Board</Label>
            <select
              id={ids.board}
              className={selectClass}
              value={options.board}
              onChange={(e) => set({ board: e.target.value })}
            >
              <option value="main">Mainboard</option>
              <option value="maybe">Maybeboard</option>
              {boards.map((b) => (
                <option key={b.id} value={b.id}>
                  {b.name}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div className="grid gap-2 text-sm">
          <label htmlFor={ids.cut} className="flex items-center gap-2">
            <input
              id={ids.cut}
              type="checkbox"
              checked={options.cutLines}
              onChange={(e) => set({ cutLines: e.target.checked })}
            />
            Cut marks in the margins
          </label>
          <label htmlFor={ids.bleed} className="flex items-center gap-2">
            <input
              id={ids.bleed}
              type="checkbox"
              checked={options.bleed}
              onChange={(e) => set({ bleed: e.target.checked })}
            />
            Bleed (2 mm of colour past each cut edge)
          </label>
          <label htmlFor={ids.tokens} className="flex items-center gap-2">
            <input
              id={ids.tokens}
              type="checkbox"
              checked={options.tokens}
              onChange={(e) => set({ tokens: e.target.checked })}
            />
            The board’s tokens and emblems instead of its cards
          </label>
          <label htmlFor={ids.images} className="flex items-center gap-2">
            <input
              id={ids.images}
              type="checkbox"
              checked={options.images}
              onChange={(e) => set({ images: e.target.checked })}
            />
            Card images from Scryfall (text proxies where there is none)
          </label>
        </div>
        {progress && (
          <div className="grid gap-1">
            <div
              role="progressbar"
              aria-label="Pages drawn"
              aria-valuemin={0}
              aria-valuemax={progress.total}
              aria-valuenow={progress.done}
              className="h-2 overflow-hidden rounded-full bg-zinc-200"
            >
              <div className="h-full bg-zinc-900 transition-[width]" style={{ width: `${pct}%` }} />
            </div>
            <p className="text-xs text-zinc-600">
              {progress.done} of {progress.total} pages
            </p>
          </div>
        )}
        <FormMessage error={error} success={done} />
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={() => close(false)}>
            Close
          </Button>
          <Button onClick={download} disabled={progress !== null}>
            <Printer className="size-4" aria-hidden="true" /> Download PDF
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
