import type { Page } from 'playwright-core';

// CPU profiles summed by function: where the time goes. Chromium's profile of one page load
// (bench:cube-page with CUBE_PAGE_PROFILE=1), and Node's `--cpu-prof` files (bench:api with
// BENCH_API_PROFILE=1): both are V8's profile format.

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}

/** V8's CPU profile (Chromium's Profiler.stop, Node's .cpuprofile files). */
export interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  /** µs between samples (the first from startTime). */
  timeDeltas?: number[];
}

/** Runs `load` under the profiler; returns the `top` functions by self time, in ms. */
export async function profileLoad(page: Page, load: () => Promise<unknown>, top = 15): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await load();
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: CpuProfile };
  await cdp.detach();
  // The whole profile, for a closer look (Chromium's DevTools opens it as a .cpuprofile).
  if (process.env.CPU_PROFILE_OUT)
    (await import('node:fs')).writeFileSync(process.env.CPU_PROFILE_OUT, JSON.stringify(profile));
  return rankProfile(profile, top);
}

/**
 * The `top` files and functions of `profile` by self time, in ms (idle time left out). With `lastMs`, only
 * the samples of the profile's last `lastMs` count (a server's profile without its start).
 */
export function rankProfile(profile: CpuProfile, top = 15, lastMs?: number): string[] {
  const msPerSample = (profile.endTime - profile.startTime) / 1000 / Math.max(1, profile.samples.length);
  if (lastMs !== undefined && profile.timeDeltas) {
    const hits = new Map<number, number>();
    const from = profile.endTime - lastMs * 1000;
    let at = profile.startTime;
    profile.samples.forEach((id, i) => {
      at += profile.timeDeltas![i] ?? 0;
      if (at >= from) hits.set(id, (hits.get(id) ?? 0) + 1);
    });
    profile = { ...profile, nodes: profile.nodes.map((n) => ({ ...n, hitCount: hits.get(n.id) ?? 0 })) };
  }
  // The app is minified: function names say little, the chunk a function sits in says more.
  const byFunction = new Map<string, number>();
  const byFile = new Map<string, number>();
  let busy = 0;
  for (const node of profile.nodes) {
    const { functionName, url } = node.callFrame;
    const ms = (node.hitCount ?? 0) * msPerSample;
    const file = url.split('/').pop() || functionName || '(native)';
    const key = `${functionName || '(anonymous)'} ${url.split('/').pop() ?? ''}:${node.callFrame.lineNumber + 1}`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + ms);
    byFile.set(file, (byFile.get(file) ?? 0) + ms);
    if (functionName !== '(idle)') busy += ms;
  }
  const rank = (m: Map<string, number>) =>
    [...m]
      .filter(([key]) => !key.startsWith('(idle)'))
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(
        ([key, ms]) =>
          `${ms.toFixed(0).padStart(5)} ms ${((100 * ms) / busy).toFixed(1).padStart(5)}%  ${key}`,
      );
  return [`busy ${busy.toFixed(0)} ms; by chunk:`, ...rank(byFile), 'by function:', ...rank(byFunction)];
}
