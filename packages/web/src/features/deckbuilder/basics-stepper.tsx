import { Minus, Plus } from 'lucide-react';
import { ManaSymbol } from '../../components/card/mana-symbol';
import { Button } from '../../components/ui/button';
import { withArticle } from '../../lib/article';
import { BASIC_NAMES } from '../draft/pool';

/**
 * One row per basic land type: its symbol, name, − and + buttons and the count between them. − stays
 * enabled at 0 (it does nothing there) so the keyboard focus is never dropped by a disabled button.
 */
export function BasicsStepper({
  basics,
  onChange,
}: {
  basics: Record<string, number>;
  onChange(color: string, count: number): void;
}) {
  return (
    <ul className="grid gap-2">
      {Object.entries(BASIC_NAMES).map(([color, name]) => {
        const n = basics[color] ?? 0;
        return (
          <li key={color} className="flex items-center gap-2">
            <ManaSymbol symbol={color} size="1.25em" />
            <span className="w-20">{name}</span>
            <Button
              size="icon"
              variant="outline"
              aria-label={`Remove ${withArticle(name)}`}
              onClick={() => onChange(color, n - 1)}
            >
              <Minus className="size-4" aria-hidden="true" />
            </Button>
            <output className="w-6 text-center tabular-nums" aria-label={`${name} count`}>
              {n}
            </output>
            <Button
              size="icon"
              variant="outline"
              aria-label={`Add ${withArticle(name)}`}
              onClick={() => onChange(color, n + 1)}
            >
              <Plus className="size-4" aria-hidden="true" />
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
