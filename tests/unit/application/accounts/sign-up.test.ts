import { beforeEach, describe, expect, it } from 'vitest';
import { confirmSignUp } from '#application/accounts/confirm-sign-up.ts';
import { removeExpiredSignUps } from '#application/accounts/remove-expired-sign-ups.ts';
import { requestSignUp } from '#application/accounts/request-sign-up.ts';
import { signIn } from '#application/accounts/sign-in.ts';
import { SIGN_UP_LIMITS } from '#domain/accounts/sign-up.ts';
import { queuedEmails } from '#fixtures/fakes/in-memory-mail.ts';
import { FixedClock } from '#fixtures/fakes/in-memory-shared.ts';
import { signUpDeps } from '#fixtures/fakes/in-memory-users.ts';

const form = {
  email: 'Ada@Example.com',
  password: 'correct-horse-battery',
  firstName: ' Ada ',
  lastName: 'Lovelace',
  phone: '+44 20 7946 0000',
};

let clock: FixedClock;
let deps: ReturnType<typeof signUpDeps>;
let ipCounter = 0;
const ip = () => `10.9.0.${++ipCounter}`;

beforeEach(() => {
  clock = new FixedClock('2026-11-27T10:00:00Z');
  deps = signUpDeps(clock);
});

const mails = () => queuedEmails(deps.queue, deps.emailSecrets);
const linkToken = (text: string) => /\/register\/confirm\?token=([\w-]+)/.exec(text)?.[1] ?? '';

async function refusal(promise: Promise<unknown>) {
  return promise.then(
    () => undefined,
    (error: unknown) => error as { message: string; kind?: string; issues?: Array<{ message: string }> },
  );
}

describe('requestSignUp', () => {
  it('creates no account: it keeps the sign-up and e-mails the link that finishes it', async () => {
    expect(await requestSignUp(deps, form, { ip: ip() })).toEqual({ status: 'check-email' });
    expect(deps.users.users).toEqual([]);
    expect(deps.pendingSignUps.rows).toEqual([
      expect.objectContaining({
        email: 'ada@example.com',
        firstName: 'Ada',
        passwordHash: 'hashed:correct-horse-battery',
      }),
    ]);
    const [mail] = mails();
    expect(mail).toMatchObject({ to: 'ada@example.com', subject: 'Finish creating your account' });
    expect(mail?.text).toContain('https://site.example/register/confirm?token=link-1');
    // Only the link's hash is kept.
    expect(deps.pendingSignUps.rows[0]?.tokenHash).toBe('hash:link-1');
    // And the queue holds no working link: the worker makes it from a reference (issue 44, item 8).
    expect(deps.queue.jobs.map((job) => job.name)).toEqual(['send-sealed-email']);
    expect(JSON.stringify(deps.queue.jobs)).not.toContain('link-1');
  });

  it('carries a site path asked for as redirect in the link, never another site', async () => {
    await requestSignUp(deps, form, { ip: ip(), redirect: '/blog' });
    await requestSignUp(
      deps,
      { ...form, email: 'b@example.com' },
      { ip: ip(), redirect: 'https://evil.example' },
    );
    expect(mails()[0]?.text).toContain('/register/confirm?token=link-1&redirect=%2Fblog');
    expect(mails()[1]?.text).toContain('/register/confirm?token=link-2\n');
  });

  it('answers an address that has an account exactly as a new one, and tells its owner someone tried', async () => {
    await deps.users.create(
      {
        email: 'owner@example.com',
        passwordHash: 'x',
        firstName: 'Olive',
        lastName: 'Owner',
        phone: null,
        role: 'admin',
      },
      100,
    );
    const existing = await requestSignUp(deps, { ...form, email: 'OWNER@example.com' }, { ip: ip() });
    const fresh = await requestSignUp(deps, { ...form, email: 'new@example.com' }, { ip: ip() });
    expect(existing).toEqual(fresh);
    expect(deps.users.users).toHaveLength(1);
    expect(deps.pendingSignUps.rows.map((row) => row.email)).toEqual(['new@example.com']);
    const [tried] = mails();
    expect(tried).toMatchObject({
      to: 'owner@example.com',
      subject: 'Someone tried to create an account with your e-mail address',
    });
    expect(tried?.text).toContain('https://site.example/login');
    expect(tried?.text).not.toContain('/register/confirm');
    // The same work is done for both: the answer takes as long.
    expect(deps.hasher.hashes).toBe(2);
  });

  it('refuses the 11th sign-up from one IP address within the hour, without hashing it', async () => {
    for (let n = 1; n <= SIGN_UP_LIMITS.perIp.max; n += 1)
      await requestSignUp(deps, { ...form, email: `person${n}@example.com` }, { ip: '10.8.0.1' });
    const error = await refusal(
      requestSignUp(deps, { ...form, email: 'one-more@example.com' }, { ip: '10.8.0.1' }),
    );
    expect(error).toMatchObject({
      kind: 'rate_limited',
      message: 'Too many attempts, try again in 60 minutes',
    });
    expect(deps.hasher.hashes).toBe(SIGN_UP_LIMITS.perIp.max);
    clock.advance(SIGN_UP_LIMITS.perIp.windowMs + 1);
    await expect(
      requestSignUp(deps, { ...form, email: 'one-more@example.com' }, { ip: '10.8.0.1' }),
    ).resolves.toEqual({ status: 'check-email' });
  });

  it('refuses a 4th sign-up for one address within the hour, from any IP address', async () => {
    for (let n = 1; n <= SIGN_UP_LIMITS.perEmail.max; n += 1) await requestSignUp(deps, form, { ip: ip() });
    const error = await refusal(requestSignUp(deps, { ...form, email: 'ADA@example.com' }, { ip: ip() }));
    expect(error).toMatchObject({ kind: 'rate_limited' });
    expect(mails()).toHaveLength(SIGN_UP_LIMITS.perEmail.max);
  });

  it.each([
    ['12345678', 'Password must be at least 10 characters'],
    ['password', 'Password must be at least 10 characters'],
    ['ninechars', 'Password must be at least 10 characters'],
    ['Password123', 'This password appears in lists of leaked passwords. Please choose another one.'],
  ])('refuses the password %j with "%s", without hashing it', async (password, message) => {
    const error = await refusal(requestSignUp(deps, { ...form, password }, { ip: ip() }));
    expect(error?.issues?.[0]?.message).toBe(message);
    expect(deps.hasher.hashes).toBe(0);
    expect(mails()).toEqual([]);
  });
});

describe('confirmSignUp', () => {
  it('creates the account from the link (role user, 100 tokens), once', async () => {
    await requestSignUp(deps, form, { ip: ip() });
    const user = await confirmSignUp(deps, linkToken(mails()[0]?.text ?? ''));
    expect(user).toMatchObject({
      email: 'ada@example.com',
      firstName: 'Ada',
      lastName: 'Lovelace',
      phone: '+44 20 7946 0000',
      role: 'user',
      passwordHash: 'hashed:correct-horse-battery',
    });
    expect(deps.users.balances.get(user.id)).toBe(100);
    expect(deps.pendingSignUps.rows).toEqual([]);
    await expect(confirmSignUp(deps, 'link-1')).rejects.toMatchObject({
      code: 'ACCOUNTS.INVALID_SIGN_UP_LINK',
      message: 'This link is invalid or has expired.',
    });
  });

  it('leaves the account unusable until the link is opened: signing in is refused before, allowed after', async () => {
    await requestSignUp(deps, form, { ip: ip() });
    const signInDeps = { ...deps, decoyHash: 'hashed:decoy' };
    const credentials = { email: form.email, password: form.password };
    await expect(signIn(signInDeps, credentials, ip())).rejects.toMatchObject({
      code: 'ACCOUNTS.INVALID_CREDENTIALS',
    });
    await confirmSignUp(deps, 'link-1');
    await expect(signIn(signInDeps, credentials, ip())).resolves.toMatchObject({ email: 'ada@example.com' });
  });

  it('refuses a link after 24 hours', async () => {
    await requestSignUp(deps, form, { ip: ip() });
    clock.advance(24 * 60 * 60 * 1000 + 1);
    await expect(confirmSignUp(deps, 'link-1')).rejects.toMatchObject({
      code: 'ACCOUNTS.INVALID_SIGN_UP_LINK',
    });
    expect(deps.users.users).toEqual([]);
  });

  // Issue 44, item 7: a second sign-up replaced the first's password, name and link, so whoever
  // asked second (for someone else's address) chose the password the owner's click then confirmed.
  it("a second sign-up for an address already waiting changes nothing: the first's link and password stand", async () => {
    await requestSignUp(deps, form, { ip: ip() });
    const second = { ...form, password: 'mallory-chose-this-1', firstName: 'Mallory' };
    expect(await requestSignUp(deps, second, { ip: ip() })).toEqual({ status: 'check-email' });
    const [, again] = mails();
    expect(again).toMatchObject({
      to: 'ada@example.com',
      subject: 'Someone asked again to create an account with your e-mail address',
    });
    expect(again?.text).not.toContain('/register/confirm');
    expect(again?.text).not.toContain('Mallory');
    const user = await confirmSignUp(deps, 'link-1');
    expect(user).toMatchObject({ firstName: 'Ada', passwordHash: 'hashed:correct-horse-battery' });
  });

  it('a sign-up after the first link expired starts afresh, with a new link', async () => {
    await requestSignUp(deps, form, { ip: ip() });
    clock.advance(24 * 60 * 60 * 1000 + 1);
    await requestSignUp(deps, { ...form, password: 'a-new-password-2' }, { ip: ip() });
    await expect(confirmSignUp(deps, 'link-1')).rejects.toMatchObject({
      code: 'ACCOUNTS.INVALID_SIGN_UP_LINK',
    });
    expect(await confirmSignUp(deps, 'link-2')).toMatchObject({ passwordHash: 'hashed:a-new-password-2' });
  });
});

describe('removeExpiredSignUps', () => {
  it('forgets sign-ups whose link expired unopened, and keeps the others', async () => {
    await requestSignUp(deps, form, { ip: ip() });
    clock.advance(23 * 60 * 60 * 1000);
    await requestSignUp(deps, { ...form, email: 'later@example.com' }, { ip: ip() });
    clock.advance(60 * 60 * 1000 + 1);
    expect(await removeExpiredSignUps(deps)).toBe(1);
    expect(deps.pendingSignUps.rows.map((row) => row.email)).toEqual(['later@example.com']);
  });
});
