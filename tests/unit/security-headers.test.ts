import type { Request, Response } from 'express';
import { describe, expect, it } from 'vitest';
import { createSecurityHeaders, securityHeaders } from '../../server/http/security-headers';

/** Runs the middleware for one response and returns what it set. */
function respond(middleware: ReturnType<typeof securityHeaders>) {
  const headers = new Map<string, string>();
  const res = {
    locals: {} as Record<string, unknown>,
    setHeader: (name: string, value: string) => headers.set(name.toLowerCase(), value),
  };
  let called = false;
  middleware({} as Request, res as unknown as Response, () => (called = true));
  expect(called).toBe(true);
  return { headers, nonce: res.locals.cspNonce as string };
}

describe('security headers (computed once, replayed per response)', () => {
  it('gives every response its own nonce, also across refills of the random block', () => {
    const middleware = securityHeaders(createSecurityHeaders({ production: true }));
    const nonces = new Set<string>();
    for (let i = 0; i < 1000; i += 1) {
      const { headers, nonce } = respond(middleware);
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(headers.get('content-security-policy')).toContain(`'nonce-${nonce}'`);
      nonces.add(nonce);
    }
    expect(nonces.size).toBe(1000);
  });

  it('sends the same policy helmet was configured with, and the other headers', () => {
    const { headers, nonce } = respond(securityHeaders(createSecurityHeaders({ production: true })));
    expect(headers.get('content-security-policy')).toBe(
      `default-src 'none';script-src 'self' 'nonce-${nonce}' 'strict-dynamic';style-src 'self' 'nonce-${nonce}';style-src-attr 'unsafe-inline';img-src 'self' data:;font-src 'self';connect-src 'self';frame-src https://www.google.com;object-src 'none';base-uri 'none';frame-ancestors 'none';form-action 'self';manifest-src 'self';worker-src 'none'`,
    );
    expect(headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(headers.get('x-frame-options')).toBe('DENY');
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(headers.get('permissions-policy')).toContain('camera=()');
    expect([...headers.keys()].filter((name) => name === 'content-security-policy')).toHaveLength(1);
  });

  it("leaves HSTS out in development and lets Vite's websocket connect", () => {
    const { headers } = respond(securityHeaders(createSecurityHeaders({ production: false })));
    expect(headers.has('strict-transport-security')).toBe(false);
    expect(headers.get('content-security-policy')).toContain("connect-src 'self' ws: wss:");
  });
});
