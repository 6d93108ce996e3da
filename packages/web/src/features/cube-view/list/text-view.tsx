import { Copy } from 'lucide-react';
import { useId } from 'react';
import { CardLink } from '../../../components/card/card-link';
import { Button } from '../../../components/ui/button';
import { notify } from '../../../lib/toast';
import { useRevealed } from '../../../lib/use-revealed';
import type { ListItem } from './list-item';

/**
 * Links drawn before the first paint; the rest follow in a transition (lib/use-revealed.ts). The links
 * sit under a textarea of up to 24 lines, so on a laptop only their first rows are on screen.
 */
const FIRST_LINKS = 24;

/**
 * Plain text: one name per line, ready to copy into another tool; under it the same names as links to
 * their card pages (a textarea cannot hold links).
 */
export function TextView({ items, label }: { items: ListItem[]; label: string }) {
  const id = useId();
  // 720 links in four CSS columns took ~100 ms of layout before the textarea above them was painted
  // (bench:cube-page, switch to Plain text); they are mostly below the fold.
  const shown = useRevealed(items.length, FIRST_LINKS);
  const text = items.map((i) => i.entry.name).join('\n');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      void notify('success', `Copied ${items.length} card names`);
    } catch {
      void notify('error', 'Could not copy: select the text and copy it by hand');
    }
  };
  return (
    <div className="grid gap-2">
      <div className="flex items-center justify-between">
        <label htmlFor={id} className="text-sm font-medium text-zinc-900">
          {label}
        </label>
        <Button variant="outline" size="sm" onClick={copy}>
          <Copy className="size-4" aria-hidden="true" /> Copy
        </Button>
      </div>
      <textarea
        id={id}
        readOnly
        data-card=""
        value={text}
        rows={Math.min(24, Math.max(4, items.length))}
        className="w-full rounded-md border border-zinc-300 bg-white p-3 font-mono text-sm text-zinc-900"
      />
      {/* min-w-0: a grid item is otherwise as wide as its longest unbroken name times the column count. */}
      <ul aria-label="Card pages" className="min-w-0 columns-2 gap-4 text-sm md:columns-4">
        {items.slice(0, shown).map((i) => (
          <li key={i.entry.id} className="truncate">
            <CardLink cardId={i.card.id} className="text-brand-dark">
              {i.entry.name}
            </CardLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
