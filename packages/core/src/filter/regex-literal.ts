// A cheap necessary condition for a `/.../` search: a run of plain characters every match must contain.

const PLAIN = /^[a-z0-9 ]$/;

/**
 * The longest lower-case run of plain characters (ASCII letters, digits, spaces) that every match of
 * `source` (compiled with the `i` flag, without `u`) must contain; '' when none can be read safely.
 * Alternation, groups, classes and counted repeats give up; a character before `*`, `?` or `+` is
 * dropped, as it may be absent. Without `u`, `i` lets ASCII letters match ASCII letters only, so the
 * run is found in the lower-cased text wherever the pattern matches the raw text.
 */
export function requiredLiteral(source: string): string {
  if (/[|()[\]{}]/.test(source)) return '';
  let best = '';
  let run = '';
  const end = () => {
    if (run.length > best.length) best = run;
    run = '';
  };
  for (let i = 0; i < source.length; i++) {
    const ch = source[i]!;
    if (ch === '\\') {
      end();
      i++; // the escaped character is never taken as plain text
    } else if (ch === '*' || ch === '?' || ch === '+') {
      run = run.slice(0, -1);
      end();
    } else {
      const lower = ch.toLowerCase();
      if (PLAIN.test(lower)) run += lower;
      else end();
    }
  }
  end();
  return best;
}
