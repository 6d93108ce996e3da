import { type FormatId, formatInfo } from '@cubewright/core/formats';
import type { ImportResponse } from '@cubewright/core/protocol';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import type { LineChoice } from './choices';

interface PreviewPanelProps {
  preview: ImportResponse;
  choices: Record<number, LineChoice>;
  onChoose: (line: number, choice: LineChoice) => void;
  /** Read the list again in another format (the better reader the preview offers). */
  onFormat: (format: FormatId) => void;
}

/** The dry run's answer: counts per board, read problems, and a choice for every unresolved line. */
export function PreviewPanel({ preview, choices, onChoose, onFormat }: PreviewPanelProps) {
  const { counts } = preview;
  const errors = preview.problems.filter((p) => p.severity === 'error');
  const warnings = preview.problems.filter((p) => p.severity === 'warning');
  return (
    <section aria-labelledby="preview-title" className="grid gap-3" data-testid="import-preview">
      <h2 id="preview-title" className="text-lg font-semibold">
        Preview
      </h2>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        <Count label="Main board" value={counts.main} testId="preview-main" />
        <Count label="Maybeboard" value={counts.maybe} testId="preview-maybe" />
        <Count label="Unresolved" value={counts.unresolved} testId="preview-unresolved" />
        <Count label="Printings matched" value={counts.printingsMatched} testId="preview-printings" />
      </dl>
      <FormatNote preview={preview} onFormat={onFormat} />
      {preview.listName && (
        <p className="text-sm text-zinc-700">
          The file calls this list <span className="font-medium">{preview.listName}</span>.
        </p>
      )}
      {preview.unresolved.length > 0 && (
        <div className="grid gap-2">
          <h3 className="font-medium">Cards we could not find</h3>
          <ul className="grid gap-2">
            {preview.unresolved.map((u) => {
              const choice = choices[u.line] ?? { kind: 'skip' };
              const value = choice.kind === 'card' ? choice.name : '';
              return (
                <li
                  key={u.line}
                  className="flex flex-wrap items-center gap-2 rounded-md border border-zinc-200 p-2"
                >
                  <Badge variant="outline">Line {u.line}</Badge>
                  <span className="font-medium">{u.name}</span>
                  {u.count > 1 && <span className="text-sm text-zinc-600">×{u.count}</span>}
                  <label className="ml-auto flex items-center gap-2 text-sm">
                    <span>Use</span>
                    <select
                      className="h-8 rounded-md border border-zinc-300 bg-white px-2"
                      value={value}
                      onChange={(e) =>
                        onChoose(
                          u.line,
                          e.target.value ? { kind: 'card', name: e.target.value } : { kind: 'skip' },
                        )
                      }
                    >
                      {u.suggestions.map((s) => (
                        <option key={s} value={s}>
                          {s}
                        </option>
                      ))}
                      <option value="">Skip this line</option>
                    </select>
                  </label>
                </li>
              );
            })}
          </ul>
        </div>
      )}
      {(errors.length > 0 || warnings.length > 0) && (
        <div className="grid gap-1">
          <h3 className="font-medium">Notes on the file</h3>
          <ul className="grid gap-1 text-sm">
            {[...errors, ...warnings].map((p) => (
              <li
                key={`${p.line}-${p.message}`}
                className={p.severity === 'error' ? 'text-red-800' : 'text-amber-800'}
              >
                Line {p.line}: {p.message}
                {p.severity === 'error' ? ' (this line will be skipped)' : ''}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

function Count({ label, value, testId }: { label: string; value: number; testId: string }) {
  return (
    <div className="rounded-md border border-zinc-200 p-2">
      <dt className="text-xs text-zinc-600">{label}</dt>
      <dd className="text-xl font-semibold" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/** The format the list was read in and why; a reader that finds far more of it, offered with one click. */
function FormatNote({ preview, onFormat }: Pick<PreviewPanelProps, 'preview' | 'onFormat'>) {
  const better = preview.betterFormat;
  return (
    <div className="grid gap-2 text-sm" data-testid="preview-format">
      <p className="text-zinc-700">
        Read as <span className="font-medium">{formatInfo(preview.format).label}</span>
        {preview.formatReason ? ` because ${preview.formatReason}` : ''}. Change the format above to read it
        another way.
      </p>
      {better && (
        <div
          role="status"
          className="flex flex-wrap items-center gap-2 rounded-md border border-amber-300 bg-amber-50 p-2"
        >
          <span>
            Read as {formatInfo(better.format).label}, this list finds {better.resolved} cards instead of{' '}
            {better.detectedResolved}.
          </span>
          <Button size="sm" variant="outline" onClick={() => onFormat(better.format)}>
            Read as {formatInfo(better.format).label}
          </Button>
        </div>
      )}
    </div>
  );
}
