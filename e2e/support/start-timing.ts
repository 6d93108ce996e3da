// `npx tsx e2e/support/start-timing.ts fresh|cold|warm [apps]` (after `npm run build`, with the card
// data environment of the README): how long the e2e apps take to be ready, started the way global
// setup starts them. 'fresh': each on an empty data folder (global setup before ADR 0080); 'cold': the
// data folder template made first (its cache removed), then each app on a copy; 'warm': the same with
// the template cached. Prints the template's seconds, each app's seconds to ready (its folder's copy
// included), and the load average. Start-up time is machine load as much as code:
// run the modes in turn, several times, and compare medians.
import fs from 'node:fs';
import os from 'node:os';
import { appDataTemplate, e2eCardSource, templateCacheDir } from './app-data-template';
import { startServer } from './global-setup';

const mode = process.argv[2] ?? 'fresh';
const apps = Number(process.argv[3] ?? 2);
if (!['fresh', 'cold', 'warm'].includes(mode)) throw new Error(`mode: fresh, cold or warm, not ${mode}`);
const load = () =>
  os
    .loadavg()
    .map((x) => x.toFixed(1))
    .join(' ');

async function timedStart(template: string | null): Promise<number> {
  const started = performance.now();
  const server = await startServer(template);
  const seconds = (performance.now() - started) / 1000;
  await server.stop();
  return seconds;
}

const loadBefore = load();
const started = performance.now();
if (mode === 'cold') fs.rmSync(templateCacheDir, { recursive: true, force: true });
const template = mode === 'fresh' ? null : await appDataTemplate(e2eCardSource());
const templateSeconds = (performance.now() - started) / 1000;
const appSeconds = await Promise.all(Array.from({ length: apps }, () => timedStart(template)));
console.log(
  `${mode}: ready ${(templateSeconds + Math.max(...appSeconds)).toFixed(1)} s (template ${templateSeconds.toFixed(1)} s, ` +
    `apps ${appSeconds.map((s) => s.toFixed(1)).join(', ')} s), load ${loadBefore} before, ${load()} after`,
);
