// The whole-view build that bench:draft's saturated throughput is compared with (issue 14: "the saturated
// phase's throughput up by at least 50%"): the last commit before ADR 0035's deltas, when every pick sent
// every seat its whole view. `npm run bench` must print that ratio in one run, so bench:draft makes the
// baseline itself when no `--baseline DIR` is given: the commit's files from `git archive` (no worktree
// is registered in the repository), its dependencies and its build, in the temporary folder, kept for
// the next run under the commit's id.

import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The last commit with whole views: the parent of the commit that brought ADR 0035's deltas. */
const WHOLE_VIEW_COMMIT = '719cb08^';

function step(what: string, command: string, args: string[], cwd: string) {
  console.log(`baseline: ${what}`);
  const started = Date.now();
  const done = spawnSync(command, args, { cwd, stdio: ['ignore', 'ignore', 'inherit'] });
  if (done.status !== 0)
    throw new Error(`baseline: ${command} ${args.join(' ')} failed (exit ${done.status})`);
  console.log(`baseline: ${what}: done in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

/** The folder of the whole-view build with its server built, made on first use (a few minutes). */
export function ensureWholeViewBaseline(repoRoot: string): string {
  const sha = execFileSync('git', ['rev-parse', WHOLE_VIEW_COMMIT], {
    cwd: repoRoot,
    encoding: 'utf8',
  }).trim();
  const dir = path.join(os.tmpdir(), `cubewright-whole-view-${sha.slice(0, 12)}`);
  const built = path.join(dir, 'packages/server/dist/main.js');
  if (fs.existsSync(built)) return dir;
  // A half-made folder from an interrupted run starts over.
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  console.log(`baseline: the whole-view build ${WHOLE_VIEW_COMMIT} (${sha.slice(0, 12)}) in ${dir}`);
  const archive = execFileSync('git', ['archive', '--format=tar', sha], {
    cwd: repoRoot,
    maxBuffer: 1 << 30,
  });
  execFileSync('tar', ['-x', '-C', dir], { input: archive });
  step('npm ci', 'npm', ['ci', '--prefer-offline', '--no-audit', '--no-fund'], dir);
  step('npm run build', 'npm', ['run', 'build'], dir);
  if (!fs.existsSync(built)) throw new Error(`baseline: the build made no ${built}`);
  return dir;
}
