import type { Page } from 'playwright-core';

// Chromium's CPU profile of one page load, summed by function: where the main thread's time goes
// (bench:cube-page with CUBE_PAGE_PROFILE=1).

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}

/** Runs `load` under the profiler; returns the `top` functions by self time, in ms. */
export async function profileLoad(page: Page, load: () => Promise<unknown>, top = 15): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await load();
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as {
    profile: { nodes: ProfileNode[]; startTime: number; endTime: number; samples: number[] };
  };
  await cdp.detach();
  const msPerSample = (profile.endTime - profile.startTime) / 1000 / Math.max(1, profile.samples.length);
  // The app is minified: function names say little, the chunk a function sits in says more.
  const byFunction = new Map<string, number>();
  const byFile = new Map<string, number>();
  for (const node of profile.nodes) {
    const { functionName, url } = node.callFrame;
    const ms = (node.hitCount ?? 0) * msPerSample;
    const file = url.split('/').pop() || functionName || '(native)';
    const key = `${functionName || '(anonymous)'} ${url.split('/').pop() ?? ''}:${node.callFrame.lineNumber + 1}`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + ms);
    byFile.set(file, (byFile.get(file) ?? 0) + ms);
  }
  const rank = (m: Map<string, number>) =>
    [...m]
      .filter(([key]) => !key.startsWith('(idle)'))
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([key, ms]) => `${ms.toFixed(0).padStart(5)} ms  ${key}`);
  return ['by chunk:', ...rank(byFile), 'by function:', ...rank(byFunction)];
}
