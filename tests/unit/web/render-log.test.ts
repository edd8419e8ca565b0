import { Writable } from 'node:stream';
import { pino } from 'pino';
import { redirect, render } from 'vike/abort';
import { describe, expect, it } from 'vitest';
import { logRenderProblem } from '#web/server/render-log.ts';

/** A logger whose lines the test reads back, as the site writes them (JSON, one per line). */
function capturedLogger() {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  return { log: pino({ level: 'info' }, stream), lines };
}

describe('logRenderProblem', () => {
  it.each([
    ['a 404 (another client’s proposal)', render(404), 404],
    ['a 403 on an admin page', render(403, 'access-denied'), 403],
    ['a redirect to sign in', redirect('/login?redirect=/portal'), 302],
  ])('logs %s at info with its status and no stack', (_name, error, status) => {
    const { log, lines } = capturedLogger();
    logRenderProblem(log, error, status);
    expect(lines).toEqual([
      expect.objectContaining({ level: 30, status, msg: 'page answered with a refusal' }),
    ]);
    expect(lines[0]).not.toHaveProperty('err');
  });

  it('keeps a real render error at error, with its stack', () => {
    const { log, lines } = capturedLogger();
    logRenderProblem(log, new TypeError('cannot read properties of undefined'), 500);
    expect(lines).toEqual([expect.objectContaining({ level: 50, msg: 'error while rendering a page' })]);
    expect(lines[0]?.err).toMatchObject({
      type: 'TypeError',
      message: 'cannot read properties of undefined',
      stack: expect.stringContaining('TypeError'),
    });
  });
});
