import type { TokenRow } from '@cubewright/core/analytics';
import { Panel, PanelDescription, PanelTitle } from '../../../components/ui/panel';

/**
 * The tokens and emblems the main board makes, read from the cards' rules text, each with the cards
 * that make it: what a curator prints or sorts out before a draft.
 */
export function TokensPanel({ rows }: { rows: readonly TokenRow[] }) {
  const emblems = rows.filter((r) => r.kind === 'emblem').length;
  return (
    <Panel className="grid gap-3" aria-labelledby="tokens-title">
      <div>
        <PanelTitle id="tokens-title">Tokens and emblems</PanelTitle>
        <PanelDescription>
          {rows.length === 0
            ? 'No card of the main board makes a token or an emblem.'
            : `${rows.length - emblems} tokens and ${emblems} emblems, read from the cards’ rules text.`}
        </PanelDescription>
      </div>
      {rows.length > 0 && (
        <ul className="grid max-h-[32rem] gap-1 overflow-auto text-sm" aria-label="Tokens and emblems">
          {rows.map((r) => (
            <li key={`${r.kind}:${r.token}`} className="border-b border-zinc-100 py-1">
              <details>
                <summary className="cursor-pointer">
                  <span className="font-medium">{r.token}</span>{' '}
                  <span className="text-zinc-600">
                    · made by {r.makers.length} card{r.makers.length === 1 ? '' : 's'}
                  </span>
                </summary>
                <p className="mt-1 pl-4 text-zinc-700">{r.makers.join(', ')}</p>
              </details>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
