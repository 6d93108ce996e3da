// `npm run bench`: every benchmark script in turn; each prints its own figures and ratios. The output
// passes through as it comes, and every line that names a target or a ratio is kept, so the run ends
// with one summary of each figure beside its target (issue 14: "in one run"), with the load average at
// the start and the end, since a figure means little without the load it was taken at.
import { spawn } from 'node:child_process';
import os from 'node:os';
import { root } from '../scripts/lib/prepare.mjs';

const pkg = (await import('../package.json', { with: { type: 'json' } })).default;
const only = process.argv.slice(2);
const benches = Object.keys(pkg.scripts).filter(
  (s) => s.startsWith('bench:') && (only.length === 0 || only.includes(s.slice('bench:'.length))),
);
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

/** A line is a figure-beside-target line when it names a target or a ratio and carries a number. */
export function isTargetLine(line) {
  return /\b(target|ratio)\b/i.test(line) && /\d/.test(line) && !line.trimStart().startsWith('//');
}

function run(name) {
  return new Promise((resolve) => {
    const kept = [];
    let partial = '';
    const child = spawn('npm', ['run', '--silent', name], {
      cwd: root,
      stdio: ['inherit', 'pipe', 'inherit'],
    });
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      const lines = (partial + chunk.toString('utf8')).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) if (isTargetLine(line)) kept.push(line.trimEnd());
    });
    child.on('close', (code) => {
      if (isTargetLine(partial)) kept.push(partial.trimEnd());
      resolve({ name, code, kept });
    });
  });
}

const startLoad = load();
const results = [];
for (const name of benches) {
  console.log(`\n=== npm run ${name}`);
  results.push(await run(name));
}

console.log('\n\n=== summary: every figure printed beside its target or ratio');
console.log(`load average at the start ${startLoad}; at the end ${load()}; ${os.cpus().length} cpus`);
for (const r of results) {
  console.log(`\n${r.name}${r.code === 0 ? '' : `  (exit ${r.code})`}`);
  if (r.kept.length === 0) console.log('  (no target printed)');
  for (const line of r.kept) console.log(`  ${line.trim()}`);
}
process.exit(results.some((r) => r.code !== 0) ? 1 : 0);
