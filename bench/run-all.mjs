// `npm run bench`: every benchmark script in turn; each prints its own figures and ratios.
import { spawnSync } from 'node:child_process';
import { root } from '../scripts/lib/prepare.mjs';

const pkg = (await import('../package.json', { with: { type: 'json' } })).default;
const benches = Object.keys(pkg.scripts).filter((s) => s.startsWith('bench:'));
let failed = 0;
for (const name of benches) {
  console.log(`\n=== npm run ${name}`);
  const res = spawnSync('npm', ['run', '--silent', name], { cwd: root, stdio: 'inherit' });
  if (res.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
