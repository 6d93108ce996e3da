// The JavaScript (gzip -9, file by file) the first load of every route of the web app's route table needs,
// read from the build's Vite manifest (e2e/support/route-bundles.ts; ADR 0074): the entry and its static
// imports, the route's chunk and its static imports, and the tab or editor chunk a cube page shows first.
// Target: at most 150 KB each. Exits non-zero when a route is over 150 KB; `npm test` holds the routes
// not there yet to their interim ceilings. BUNDLE_VERBOSE=1 lists each route's files, largest first.
import os from 'node:os';
import { ROUTE_SCRIPT_BUDGET_BYTES, routeBudget, routeBundles } from '../e2e/support/route-bundles.ts';
import { ensureBuilt, ensureInstalled } from '../scripts/lib/prepare.mjs';

ensureInstalled();
ensureBuilt();
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const bundles = routeBundles();
const width = Math.max(...bundles.map((b) => b.route.length));
console.log(
  `JS a first load of each route needs (gzip -9 per file, from the Vite manifest), target ≤ ${kb(ROUTE_SCRIPT_BUDGET_BYTES)}; load average ${os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}`,
);
let over = 0;
let overCeiling = 0;
for (const b of bundles) {
  const ceiling = routeBudget(b.route);
  const ratio = b.bytes / ROUTE_SCRIPT_BUDGET_BYTES;
  if (b.bytes > ROUTE_SCRIPT_BUDGET_BYTES) over++;
  if (b.bytes > ceiling) overCeiling++;
  const note =
    b.bytes > ceiling
      ? '  OVER its ceiling'
      : b.bytes > ROUTE_SCRIPT_BUDGET_BYTES
        ? `  over target (interim ceiling ${kb(ceiling)})`
        : '';
  console.log(
    `  ${b.route.padEnd(width)} : ${kb(b.bytes).padStart(9)} in ${String(b.files.length).padStart(2)} files  target ${kb(ROUTE_SCRIPT_BUDGET_BYTES)}  ratio ${ratio.toFixed(2)}${note}`,
  );
  if (process.env.BUNDLE_VERBOSE)
    for (const f of b.files) console.log(`      ${kb(f.bytes).padStart(9)} ${f.file}`);
}
console.log(
  `  ${bundles.length} routes: ${over} over the ${kb(ROUTE_SCRIPT_BUDGET_BYTES)} target, ${overCeiling} over their ceiling`,
);
if (over > 0) process.exitCode = 1;
