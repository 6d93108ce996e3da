import type { Printing } from '@cubewright/core/cards';
import type { CubeBoard, CubeDiff } from '@cubewright/core/cube';
import { useMemo } from 'react';
import { cn } from '../../../lib/cn';
import { presentDiff } from './diff-present';

const TONE = {
  added: 'text-green-800',
  removed: 'text-red-800',
  printings: 'text-zinc-900',
  moved: 'text-zinc-900',
  edited: 'text-zinc-900',
} as const;
const SIGN = { added: '+', removed: '−', printings: '', moved: '', edited: '' } as const;

/** A diff as sections of card lines (added, removed, printing swaps, moves, edits) and the white paper. */
export function DiffView({
  diff,
  printings,
  boards,
}: {
  diff: CubeDiff;
  printings?: Record<string, Printing>;
  /** The cube's named boards, whose names the diff shows. */
  boards: readonly CubeBoard[];
}) {
  const presented = useMemo(() => presentDiff(diff, printings, boards), [diff, printings, boards]);
  if (presented.empty) return <p className="text-sm text-zinc-600">No changes.</p>;
  return (
    <div className="grid gap-4 sm:grid-cols-2" data-testid="diff">
      {presented.sections.map((section) => (
        <section key={section.kind} aria-label={section.title}>
          <h4 className="mb-1 text-sm font-semibold text-zinc-900">
            {section.title} ({section.lines.length})
          </h4>
          <ul className="max-h-72 overflow-auto rounded-md border border-zinc-200 bg-white p-2 text-sm">
            {section.lines.map((line) => (
              <li key={`${section.kind}:${line.id}`} className={cn('py-0.5', TONE[section.kind])}>
                {SIGN[section.kind]}
                {SIGN[section.kind] && ' '}
                <span className="font-medium">{line.name}</span>
                {line.detail && <span className="text-zinc-600"> · {line.detail}</span>}
              </li>
            ))}
          </ul>
        </section>
      ))}
      {presented.whitepaper && (
        <section aria-label="White paper" className="sm:col-span-2">
          <h4 className="mb-1 text-sm font-semibold text-zinc-900">White paper edited</h4>
          <details className="rounded-md border border-zinc-200 bg-white p-2 text-sm">
            <summary className="cursor-pointer">Show before and after</summary>
            <div className="mt-2 grid gap-2 sm:grid-cols-2">
              <pre className="max-h-72 overflow-auto bg-red-50 p-2 text-xs whitespace-pre-wrap">
                {presented.whitepaper.before || '(empty)'}
              </pre>
              <pre className="max-h-72 overflow-auto bg-green-50 p-2 text-xs whitespace-pre-wrap">
                {presented.whitepaper.after || '(empty)'}
              </pre>
            </div>
          </details>
        </section>
      )}
    </div>
  );
}
