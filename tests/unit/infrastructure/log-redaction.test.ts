import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { REDACTED, REDACTED_LOG_PATHS, redactUrl } from '#infrastructure/log-redaction.ts';

describe('redactUrl', () => {
  it.each([
    ['/client_login/verify?token=abc', '/client_login/verify?token=[redacted]'],
    ['/booking/cancel?lang=fr&token=abc#top', '/booking/cancel?lang=fr&token=[redacted]#top'],
    ['https://site.example/a?Code=123&q=a%20b', 'https://site.example/a?Code=[redacted]&q=a%20b'],
    ['/blog?tag=truth', '/blog?tag=truth'],
    ['/blog', '/blog'],
    ['/a#x?token=abc', '/a#x?token=abc'],
  ])('%s → %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });

  it("hides the secret fields of a tRPC call's input, at any depth and in batches", () => {
    const input = JSON.stringify({
      0: { token: 'abc', month: '2026-11' },
      1: { nested: { password: 'pw' } },
    });
    const url = redactUrl(`/trpc/a,b?batch=1&input=${encodeURIComponent(input)}`);
    expect(decodeURIComponent(url)).toBe(
      `/trpc/a,b?batch=1&input=${JSON.stringify({ 0: { token: REDACTED, month: '2026-11' }, 1: { nested: { password: REDACTED } } })}`,
    );
  });

  it('hides an input it cannot read', () => {
    expect(redactUrl('/trpc/a?input={token')).toBe(`/trpc/a?input=${REDACTED}`);
  });
});

describe('the log redaction paths', () => {
  it('hide passwords and tokens in logged objects, and keep error codes', () => {
    const lines: string[] = [];
    const logger = pino(
      { redact: { paths: REDACTED_LOG_PATHS, censor: REDACTED } },
      { write: (line: string) => void lines.push(line) },
    );
    logger.info({
      password: 'pw',
      body: { token: 't', email: 'a@example.com' },
      err: { code: 'ECONNREFUSED' },
    });
    const line = JSON.parse(lines[0] ?? '{}');
    expect(line).toMatchObject({
      password: REDACTED,
      body: { token: REDACTED, email: 'a@example.com' },
      err: { code: 'ECONNREFUSED' },
    });
  });
});
