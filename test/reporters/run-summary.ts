// Printed after Vitest's own summary on every run: what was skipped and why, which databases the
// integration files ran on, and the ten slowest files. A skip for want of Chromium, card data or
// PostgreSQL fails the run when its REQUIRE_* variable is 1 (CI sets them all), so nothing CI relies on
// can pass by not running.
import type { Reporter, TestModule, TestProject, Vitest } from 'vitest/node';
import { type Need, needOf, remedy, requireVariable } from '../skip-reasons';

const NO_REASON = 'no reason given (it.skip, .only or a name filter)';

interface Skip {
  reason: string;
  module: TestModule;
}

const onPostgres = (project: TestProject) => Boolean(project.config.env?.TEST_DATABASE_URL);

/** The reasons a skipped test carries: its ctx.skip note, else its suite's `needs(...)` reasons. */
function skipsOf(module: TestModule): Skip[] {
  const skips: Skip[] = [];
  for (const test of module.children.allTests()) {
    const result = test.result();
    if (result.state !== 'skipped') continue;
    const reasons = result.note ? [result.note] : (test.meta().skipReasons ?? []);
    for (const reason of reasons.length > 0 ? reasons : [NO_REASON]) skips.push({ reason, module });
  }
  return skips;
}

/** Wall time of a file in its worker: environment, setup, import, then its tests and hooks. */
function fileMs(module: TestModule): number {
  const d = module.diagnostic();
  return d.environmentSetupDuration + d.prepareDuration + d.setupDuration + d.collectDuration + d.duration;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export default class RunSummaryReporter implements Reporter {
  private log: (line: string) => void = console.log;

  onInit(vitest: Vitest): void {
    this.log = (line) => vitest.logger.log(line);
  }

  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    if (modules.length === 0) return;
    this.log('');
    this.databases(modules);
    const gaps = this.skipped(modules);
    this.slowest(modules);
    this.failOn(gaps);
  }

  private databases(modules: ReadonlyArray<TestModule>): void {
    const integration = modules.filter((m) => m.project.name.startsWith('integration'));
    if (integration.length === 0) return;
    const pg = integration.filter((m) => onPostgres(m.project)).length;
    const pglite = integration.length - pg;
    if (pg > 0)
      this.log(
        `Integration files: ${pg} on PostgreSQL (TEST_DATABASE_URL), ${pglite} of them on PGlite too (those that can differ by database, ADR 0065).`,
      );
    else
      this.log(
        `Integration files: ${pglite} on PGlite; the PostgreSQL pass was left out (${remedy.PostgreSQL}).`,
      );
  }

  /** Prints every skip reason with its count and files; returns the skips REQUIRE_* forbid. */
  private skipped(modules: ReadonlyArray<TestModule>): Map<Need, Skip[]> {
    // A PostgreSQL-only test skipped on PGlite is no gap when its file also ran on PostgreSQL.
    const ranOnPostgres = new Set(modules.filter((m) => onPostgres(m.project)).map((m) => m.moduleId));
    const byReason = new Map<string, Skip[]>();
    for (const skip of modules.flatMap(skipsOf)) {
      const covered = needOf(skip.reason) === 'PostgreSQL' && ranOnPostgres.has(skip.module.moduleId);
      const reason = covered ? 'PostgreSQL only (ran in the PostgreSQL pass)' : skip.reason;
      byReason.set(reason, [...(byReason.get(reason) ?? []), { ...skip, reason }]);
    }
    const gaps = new Map<Need, Skip[]>();
    if (byReason.size === 0) {
      this.log('Skipped: nothing.');
      return gaps;
    }
    this.log('Skipped:');
    for (const [reason, skips] of [...byReason].sort((a, b) => b[1].length - a[1].length)) {
      const files = [...new Set(skips.map((s) => `${s.module.project.name}:${s.module.relativeModuleId}`))];
      const need = needOf(reason);
      const hint = need ? ` (${remedy[need]})` : '';
      this.log(`  ${skips.length} test(s), ${reason}${hint}: ${files.slice(0, 6).join(', ')}`);
      if (files.length > 6) this.log(`    ...and ${files.length - 6} more file(s)`);
      if (need && process.env[requireVariable[need]] === '1') gaps.set(need, skips);
    }
    return gaps;
  }

  private slowest(modules: ReadonlyArray<TestModule>): void {
    const ranked = [...modules].sort((a, b) => fileMs(b) - fileMs(a)).slice(0, 10);
    this.log('Ten slowest files:');
    for (const m of ranked)
      this.log(`  ${seconds(fileMs(m)).padStart(8)}  ${m.project.name}:${m.relativeModuleId}`);
  }

  private failOn(gaps: Map<Need, Skip[]>): void {
    for (const [need, skips] of gaps)
      this.log(
        `FAIL: ${requireVariable[need]}=1 but ${skips.length} test(s) were skipped for want of ${need}: ${remedy[need]}.`,
      );
    // Vitest only ever raises the exit code, so this survives its own end-of-run bookkeeping.
    if (gaps.size > 0) process.exitCode = 1;
  }
}
