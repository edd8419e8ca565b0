import type { Request, Response } from 'express';
import { describe, expect, it } from 'vitest';
import { type SecurityHeadersOptions, securityHeaders } from '#web/server/http/security-headers.ts';

/** The headers the middleware sets on one answer to `path`. */
function headersFor(options: SecurityHeadersOptions, path = '/'): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = value;
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  } as unknown as Response;
  let passed = false;
  securityHeaders(options)({ path } as Request, res, () => {
    passed = true;
  });
  expect(passed).toBe(true);
  return headers;
}

const BUILT = { inlineContent: 'none', strictTransportSecurity: false } as const;

describe('security headers', () => {
  it('allows built pages their own files only: no inline script, stylesheet or eval', () => {
    const policy = headersFor(BUILT)['content-security-policy'];
    expect(policy).toContain("script-src 'self';");
    expect(policy).toContain("style-src 'self';");
    expect(policy).not.toContain('unsafe');
  });

  it("lets Vite's development server run hot reload (inline scripts, injected styles, its socket)", () => {
    const policy = headersFor({ inlineContent: 'development', strictTransportSecurity: false })[
      'content-security-policy'
    ];
    expect(policy).toContain("script-src 'self' 'unsafe-inline' 'unsafe-eval';");
    expect(policy).toContain("style-src 'self' 'unsafe-inline';");
    expect(policy).toContain("connect-src 'self' ws: wss:;");
    expect(policy).toContain("frame-ancestors 'none'");
  });

  it('sends HSTS only where the site is served over HTTPS', () => {
    expect(headersFor(BUILT)['strict-transport-security']).toBeUndefined();
    expect(headersFor({ ...BUILT, strictTransportSecurity: true })['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
  });

  it("lets other sites show posts' media, and nothing else", () => {
    expect(headersFor(BUILT, '/storage/blog-images/a.webp')['cross-origin-resource-policy']).toBe(
      'cross-origin',
    );
    expect(headersFor(BUILT, '/storage/blog-videos/a.mp4')['cross-origin-resource-policy']).toBe(
      'cross-origin',
    );
    expect(headersFor(BUILT, '/storage/project-files/p/a.webp')['cross-origin-resource-policy']).toBe(
      'same-origin',
    );
  });
});
