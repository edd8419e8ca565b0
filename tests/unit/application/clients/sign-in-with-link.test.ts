import { describe, expect, it } from 'vitest';
import { checkSignInLink } from '#application/client-sign-in/check-sign-in-link.ts';
import { signInWithLink } from '#application/client-sign-in/sign-in-with-link.ts';
import { SIGN_IN_LINK_TTL_MS, signInLinkExpiry } from '#domain/clients/sign-in-link.ts';
import { errorOf } from '#fixtures/fakes/in-memory-shared.ts';
import { signInWorld } from '#fixtures/fakes/in-memory-sign-in-links.ts';

const TOKEN = 'a-token-of-at-least-twenty-characters';

async function setUp(redirect: string | null = null) {
  const world = signInWorld();
  await world.links.create({
    clientId: world.ada.id,
    tokenHash: world.secrets.hashToken(TOKEN),
    codeHash: 'unused',
    redirect,
    expiresAt: signInLinkExpiry(world.clock.now()),
  });
  return world;
}

describe('signInWithLink', () => {
  it("creates the client's user account on their first sign-in (role user, no password) and links it", async () => {
    const { deps, users, ada } = await setUp();
    const result = await signInWithLink(deps, { token: TOKEN });
    expect(users.users).toEqual([
      expect.objectContaining({
        email: 'ada@example.com',
        passwordHash: null,
        firstName: 'Ada',
        lastName: 'King Lovelace',
        phone: '020 7946 0000',
        role: 'user',
      }),
    ]);
    expect(users.balances.get(users.users[0]?.id ?? '')).toBe(100);
    expect(ada.userId).toBe(users.users[0]?.id);
    expect(result).toEqual({
      viewer: { id: users.users[0]?.id, email: 'ada@example.com', firstName: 'Ada', role: 'user' },
      redirectTo: '/portal',
    });
  });

  it('goes to the page the link was asked for', async () => {
    const { deps } = await setUp('/portal?tab=proposals');
    expect((await signInWithLink(deps, { token: TOKEN })).redirectTo).toBe('/portal?tab=proposals');
  });

  it('works once', async () => {
    const { deps } = await setUp();
    await signInWithLink(deps, { token: TOKEN });
    expect((await errorOf(signInWithLink(deps, { token: TOKEN }))).code).toBe('CLIENTS.SIGN_IN_LINK_INVALID');
  });

  it('is refused at 1 hour, and an unknown token alike', async () => {
    const { deps, clock } = await setUp();
    clock.advance(SIGN_IN_LINK_TTL_MS);
    expect((await errorOf(signInWithLink(deps, { token: TOKEN }))).code).toBe('CLIENTS.SIGN_IN_LINK_INVALID');
    const unknown = await errorOf(signInWithLink(deps, { token: 'another-token-of-twenty-chars' }));
    expect(unknown.message).toBe(
      'This sign-in link has expired or has already been used. Please request a new one.',
    );
  });

  it('signs in as the account already linked to the client', async () => {
    const { deps, users, ada } = await setUp();
    const user = await users.create(
      {
        email: 'ada@example.com',
        passwordHash: 'hashed:pw',
        firstName: 'A',
        lastName: 'L',
        phone: null,
        role: 'user',
      },
      100,
    );
    ada.userId = user.id;
    expect((await signInWithLink(deps, { token: TOKEN })).viewer.id).toBe(user.id);
    expect(users.users).toHaveLength(1);
    expect(users.users[0]?.passwordHash).toBe('hashed:pw');
  });

  it('links an unlinked user account with that address, clearing a password set before the address was proven and ending its sessions', async () => {
    const { deps, users, ada, sessions } = await setUp();
    const squatter = await users.create(
      {
        email: 'ada@example.com',
        passwordHash: 'hashed:pw',
        firstName: 'X',
        lastName: 'Y',
        phone: null,
        role: 'user',
      },
      100,
    );
    sessions.byUser.set(squatter.id, ['session-of-whoever-made-it']);
    expect((await signInWithLink(deps, { token: TOKEN })).viewer.id).toBe(squatter.id);
    expect(ada.userId).toBe(squatter.id);
    expect(users.users[0]?.passwordHash).toBeNull();
    expect(sessions.byUser.has(squatter.id)).toBe(false);
  });

  it('refuses a staff account with that address: staff are never clients', async () => {
    const { deps, users, ada } = await setUp();
    await users.create(
      {
        email: 'ada@example.com',
        passwordHash: 'hashed:pw',
        firstName: 'A',
        lastName: 'L',
        phone: null,
        role: 'editor',
      },
      100,
    );
    const refused = await errorOf(signInWithLink(deps, { token: TOKEN }));
    expect(refused.message).toBe('Client account not found. Please use the onboarding form first.');
    expect(ada.userId).toBeNull();
    expect(users.users[0]?.passwordHash).toBe('hashed:pw');
  });
});

describe('checkSignInLink (the link page, opened)', () => {
  const NO_LINK = { usable: false, target: null, expired: null };

  it('says a fresh link is usable, and where it lands, without spending it', async () => {
    const { deps } = await setUp('/portal/proposals/p-1#pay');
    const fresh = { usable: true, target: '/portal/proposals/p-1#pay', expired: null };
    expect(await checkSignInLink(deps, { token: TOKEN })).toEqual(fresh);
    expect(await checkSignInLink(deps, { token: TOKEN })).toEqual(fresh);
    await signInWithLink(deps, { token: TOKEN });
  });

  it('says a used, an expired, an unknown and a malformed link are not', async () => {
    const used = await setUp();
    await signInWithLink(used.deps, { token: TOKEN });
    expect(await checkSignInLink(used.deps, { token: TOKEN })).toEqual(NO_LINK);
    const expired = await setUp();
    expired.clock.advance(SIGN_IN_LINK_TTL_MS);
    expect((await checkSignInLink(expired.deps, { token: TOKEN })).usable).toBe(false);
    expect(await checkSignInLink(expired.deps, { token: 'another-token-of-twenty-chars' })).toEqual(NO_LINK);
    expect(await checkSignInLink(expired.deps, { token: 'short' })).toEqual(NO_LINK);
  });

  it('gives an expired link its way back: the sign-in form for its address, landing on its target', async () => {
    const { deps, clock } = await setUp('/portal/conversations/c-1');
    clock.advance(SIGN_IN_LINK_TTL_MS);
    expect(await checkSignInLink(deps, { token: TOKEN })).toEqual({
      usable: false,
      target: '/portal/conversations/c-1',
      expired: { email: 'ada@example.com' },
    });
  });
});
