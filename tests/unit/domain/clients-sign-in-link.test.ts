import { describe, expect, it } from 'vitest';
import {
  SIGN_IN_CODE_MAX_ATTEMPTS,
  SIGN_IN_LINK_TTL_MS,
  type SignInLink,
  signInLinkExpiry,
  signInLinkState,
} from '#domain/clients/sign-in-link.ts';

const issued = new Date('2026-03-01T10:00:00.000Z');
const link = (fields: Partial<SignInLink> = {}): SignInLink => ({
  id: 'link-1',
  clientId: 'client-1',
  expiresAt: signInLinkExpiry(issued),
  usedAt: null,
  failedAttempts: 0,
  redirect: null,
  createdAt: issued,
  ...fields,
});

describe('a magic link', () => {
  it('expires exactly 1 hour after it was issued', () => {
    expect(SIGN_IN_LINK_TTL_MS).toBe(60 * 60 * 1000);
    expect(signInLinkExpiry(issued).toISOString()).toBe('2026-03-01T11:00:00.000Z');
    expect(signInLinkState(link(), new Date(issued.getTime() + SIGN_IN_LINK_TTL_MS - 1))).toBe('valid');
    expect(signInLinkState(link(), new Date(issued.getTime() + SIGN_IN_LINK_TTL_MS))).toBe('expired');
  });

  it('works once: a used link stays used, even within its hour', () => {
    expect(signInLinkState(link({ usedAt: issued }), issued)).toBe('used');
  });

  it('locks after 5 wrong codes, and not before', () => {
    expect(SIGN_IN_CODE_MAX_ATTEMPTS).toBe(5);
    expect(signInLinkState(link({ failedAttempts: 4 }), issued)).toBe('valid');
    expect(signInLinkState(link({ failedAttempts: 5 }), issued)).toBe('locked');
  });
});
