import { randomBytes } from 'node:crypto';
import type { Request, Response } from 'express';
import { normalizeEmail } from '#domain/accounts/user.ts';

/**
 * OWASP's device cookie: a browser that signed in to an account with its password is given a signed
 * cookie naming the account and the device. Its later tries at that account count against the
 * device, not the account, so guesses from elsewhere that lock the account never lock out its owner.
 * Signed by cookie-parser with the session secret: a visitor cannot make one for an account.
 */
const DEVICE_COOKIE = 'sign_in_device';
const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/** The device's id, when this browser signed in to `email`'s account before; else undefined. */
export function trustedDeviceFor(req: Request, email: string): string | undefined {
  const value: unknown = req.signedCookies?.[DEVICE_COOKIE];
  if (typeof value !== 'string') return undefined;
  const separator = value.indexOf('.');
  const device = value.slice(0, separator);
  return separator > 0 && value.slice(separator + 1) === normalizeEmail(email) ? device : undefined;
}

/** Marks this browser as a trusted device of `email`'s account, keeping its id if it had one. */
export function trustDevice(req: Request, res: Response, email: string, secureCookies: boolean): void {
  const device = trustedDeviceFor(req, email) ?? randomBytes(16).toString('base64url');
  res.cookie(DEVICE_COOKIE, `${device}.${normalizeEmail(email)}`, {
    signed: true,
    httpOnly: true,
    sameSite: 'lax',
    secure: secureCookies,
    maxAge: ONE_YEAR_MS,
    path: '/',
  });
}
