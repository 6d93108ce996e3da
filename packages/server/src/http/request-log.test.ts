import { Writable } from 'node:stream';
import { ManualClock } from '@cubewright/core/clock';
import Fastify, { type FastifyBaseLogger, LogController } from 'fastify';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { installErrorHandler } from './errors';
import { installRequestLog, SLOW_REQUEST_MS } from './request-log';

// The server used to log two info lines per request (5,700 lines in 25 minutes of use). Now an ordinary
// request is one debug line; only server errors and slow answers reach the default (info) level.

interface Line {
  level: number;
  msg: string;
  req?: { url: string };
  res?: { statusCode: number };
  responseTime?: number;
}
const INFO = 30;

function capturingLogger(level: string) {
  const lines: Line[] = [];
  const sink = new Writable({
    write(chunk, _enc, done) {
      for (const text of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(text));
      done();
    },
  });
  return { log: pino({ level }, sink), lines };
}

describe('request log', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('writes nothing at info for ordinary requests of the real app, and one line each at debug', async () => {
    const info = capturingLogger('info');
    t = await createTestApp({ log: info.log, clock: new ManualClock() });
    for (const url of ['/healthz', '/api/cubes', '/api/cubes/no-such-cube', '/api/notifications']) {
      await t.app.inject({ method: 'GET', url });
    }
    expect(info.lines.filter((l) => l.req)).toEqual([]);
    await t.close();

    const debug = capturingLogger('debug');
    t = await createTestApp({ log: debug.log, clock: new ManualClock() });
    await t.app.inject({ method: 'GET', url: '/healthz' });
    const lines = debug.lines.filter((l) => l.req?.url === '/healthz');
    expect(lines).toEqual([expect.objectContaining({ msg: 'request completed', res: { statusCode: 200 } })]);
  });

  it('keeps slow answers (by the injected clock) at info and server errors at warn', async () => {
    const clock = new ManualClock();
    const { log, lines } = capturingLogger('info');
    const app = Fastify({
      loggerInstance: log as FastifyBaseLogger,
      logController: new LogController({ disableRequestLogging: true }),
    });
    installErrorHandler(app);
    installRequestLog(app, clock);
    app.get('/slow', async () => {
      clock.advance(SLOW_REQUEST_MS + 500);
      return { ok: true };
    });
    app.get('/quick', async () => {
      clock.advance(SLOW_REQUEST_MS - 1);
      return { ok: true };
    });
    app.get('/broken', async () => {
      throw new Error('boom');
    });
    await app.ready();
    for (const url of ['/slow', '/quick', '/broken']) await app.inject({ method: 'GET', url });
    await app.close();
    const requestLines = lines.filter((l) => l.req);
    expect(requestLines).toEqual([
      expect.objectContaining({
        level: INFO,
        msg: 'slow request',
        req: expect.objectContaining({ url: '/slow' }),
        responseTime: SLOW_REQUEST_MS + 500,
      }),
      expect.objectContaining({
        level: INFO + 10,
        msg: 'request completed',
        req: expect.objectContaining({ url: '/broken' }),
        res: { statusCode: 500 },
      }),
    ]);
  });
});
