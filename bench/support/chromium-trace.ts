import type { Page } from 'playwright-core';

// Chromium's timeline of one page load (bench:cube-page with CUBE_PAGE_TRACE=1): the renderer main
// thread's work by kind (script, style, layout, paint, parsing), which a CPU profile lumps together as
// "(program)", and the slices longer than a few ms in the order they ran.

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { url?: string; functionName?: string } };
}

/** Runs `load` under Chromium's tracing; returns lines: time by event kind, then the long slices. */
export async function traceLoad(page: Page, load: () => Promise<unknown>, longMs = 4): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  const events: TraceEvent[] = [];
  // CDP types trace events as string records; they are Chromium's trace event format.
  cdp.on('Tracing.dataCollected', (e) => events.push(...(e.value as unknown as TraceEvent[])));
  const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.start', {
    categories: 'devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,blink.user_timing',
    transferMode: 'ReportEvents',
  });
  await load();
  await cdp.send('Tracing.end');
  await done;
  await cdp.detach();
  // The whole trace, for a closer look (Chromium's DevTools opens it in its Performance panel).
  if (process.env.TRACE_OUT)
    (await import('node:fs')).writeFileSync(process.env.TRACE_OUT, JSON.stringify(events));
  return summarize(events, longMs);
}

function summarize(events: TraceEvent[], longMs: number): string[] {
  // The renderer's main thread: the one named CrRendererMain with the most events.
  const mains = new Map<string, number>();
  const named = new Set(
    events
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`;
    if (named.has(key)) mains.set(key, (mains.get(key) ?? 0) + 1);
  }
  const main = [...mains].sort((a, b) => b[1] - a[1])[0]?.[0];
  const slices = events
    .filter((e) => e.ph === 'X' && `${e.pid}:${e.tid}` === main && e.dur !== undefined)
    .sort((a, b) => a.ts - b.ts);
  const nav = events.find((e) => e.name === 'navigationStart' || e.name === 'TracingStartedInBrowser');
  const t0 = nav?.ts ?? slices[0]?.ts ?? 0;
  // Self time per kind: a slice's duration less its children's (slices nest by time on one thread).
  const self = new Map<string, number>();
  const stack: { end: number; name: string }[] = [];
  for (const e of slices) {
    while (stack.length && stack.at(-1)!.end <= e.ts) stack.pop();
    const dur = e.dur! / 1000;
    self.set(e.name, (self.get(e.name) ?? 0) + dur);
    const parent = stack.at(-1);
    if (parent) self.set(parent.name, (self.get(parent.name) ?? 0) - dur);
    stack.push({ end: e.ts + e.dur!, name: e.name });
  }
  const kinds = [...self]
    .filter(([, ms]) => ms >= 0.5)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 14)
    .map(([name, ms]) => `${ms.toFixed(1).padStart(7)} ms  ${name}`);
  // Top-level long slices (not nested in another) in order.
  const long: string[] = [];
  let end = 0;
  for (const e of slices) {
    if (e.ts < end) continue;
    end = e.ts + e.dur!;
    if (e.dur! / 1000 < longMs) continue;
    const what = e.args?.data?.url?.split('/').pop() || e.args?.data?.functionName || '';
    long.push(
      `${((e.ts - t0) / 1000).toFixed(0).padStart(5)}-${((end - t0) / 1000).toFixed(0)} ms  ${e.name} ${what}`,
    );
  }
  return ['main thread self time by kind:', ...kinds, `top-level slices over ${longMs} ms:`, ...long];
}
