import { describe, expect, it } from 'vitest';
import { signInWithCode } from '#application/client-sign-in/sign-in-with-code.ts';
import { SIGN_IN_CODE_RATE_LIMIT, signInLinkExpiry } from '#domain/clients/sign-in-link.ts';
import { errorOf, InMemoryRateLimiter } from '#fixtures/fakes/in-memory-shared.ts';
import { signInWorld } from '#fixtures/fakes/in-memory-sign-in-links.ts';

const IP = '10.0.0.1';

async function setUp() {
  const world = signInWorld();
  const addLink = (code: string, token: string) => {
    const tokenHash = world.secrets.hashToken(token);
    return world.links.create({
      clientId: world.ada.id,
      tokenHash,
      codeHash: world.secrets.hashCode(tokenHash, code),
      redirect: null,
      expiresAt: signInLinkExpiry(world.clock.now()),
    });
  };
  const limiter = new InMemoryRateLimiter(world.clock);
  return { ...world, addLink, deps: { ...world.deps, limiter } };
}

describe('signInWithCode', () => {
  it("signs in with the code of the client's newest link, spending it", async () => {
    const { deps, addLink, links, users } = await setUp();
    await addLink('111111', 'first-token-of-twenty-chars');
    await addLink('222222', 'second-token-of-twenty-chars');
    const result = await signInWithCode(deps, { email: 'Ada@Example.com', code: '222222' }, IP);
    expect(result.redirectTo).toBe('/portal');
    expect(result.viewer.email).toBe('ada@example.com');
    expect(users.users).toHaveLength(1);
    expect(links.rows[1]?.usedAt).not.toBeNull();
    // The code works once.
    const again = await errorOf(signInWithCode(deps, { email: 'ada@example.com', code: '222222' }, IP));
    expect(again.code).toBe('CLIENTS.WRONG_SIGN_IN_CODE');
  });

  it("does not take an older link's code", async () => {
    const { deps, addLink } = await setUp();
    await addLink('111111', 'first-token-of-twenty-chars');
    await addLink('222222', 'second-token-of-twenty-chars');
    const refused = await errorOf(signInWithCode(deps, { email: 'ada@example.com', code: '111111' }, IP));
    expect(refused.code).toBe('CLIENTS.WRONG_SIGN_IN_CODE');
  });

  it('locks the link after 5 wrong codes: then even the right one is refused', async () => {
    const { deps, addLink, links } = await setUp();
    await addLink('222222', 'second-token-of-twenty-chars');
    for (let i = 0; i < 5; i++)
      expect(
        (await errorOf(signInWithCode(deps, { email: 'ada@example.com', code: `99999${i}` }, IP))).code,
      ).toBe('CLIENTS.WRONG_SIGN_IN_CODE');
    expect(links.rows[0]?.failedAttempts).toBe(5);
    const refused = await errorOf(signInWithCode(deps, { email: 'ada@example.com', code: '222222' }, IP));
    expect(refused.code).toBe('CLIENTS.WRONG_SIGN_IN_CODE');
    expect(links.rows[0]?.usedAt).toBeNull();
  });

  it('compares at most 5 codes with the link, however many are typed at once: the right one typed last is refused too', async () => {
    const { deps, addLink, links, secrets } = await setUp();
    await addLink('222222', 'second-token-of-twenty-chars');
    const codeHash = links.rows[0]?.codeHash;
    let compared = 0;
    const counting = Object.assign(Object.create(secrets), {
      sameHash: (a: string, b: string) => {
        if (b === codeHash) compared += 1;
        return secrets.sameHash(a, b);
      },
    });
    const tries = Array.from({ length: 12 }, (_, i) => (i === 11 ? '222222' : `99999${i % 10}`));
    const answers = await Promise.all(
      tries.map((code, i) =>
        signInWithCode(
          { ...deps, secrets: counting },
          { email: 'ada@example.com', code },
          `10.1.0.${i}`,
        ).then(
          () => 'signed in',
          (error: { code: string }) => error.code,
        ),
      ),
    );
    expect(compared).toBe(5);
    expect(answers).toEqual(Array<string>(12).fill('CLIENTS.WRONG_SIGN_IN_CODE'));
    expect(links.rows[0]?.failedAttempts).toBe(5);
    expect(links.rows[0]?.usedAt).toBeNull();
  });

  it('gives the right code its try back: four wrong codes, then the right one, leave four failures', async () => {
    const { deps, addLink, links } = await setUp();
    await addLink('222222', 'second-token-of-twenty-chars');
    for (let i = 0; i < 4; i++)
      await errorOf(signInWithCode(deps, { email: 'ada@example.com', code: `99999${i}` }, IP));
    await signInWithCode(deps, { email: 'ada@example.com', code: '222222' }, IP);
    expect(links.rows[0]).toMatchObject({ failedAttempts: 4, usedAt: expect.any(Date) });
  });

  it('answers an unknown address as it answers a wrong code', async () => {
    const { deps, addLink } = await setUp();
    await addLink('222222', 'second-token-of-twenty-chars');
    const unknown = await errorOf(signInWithCode(deps, { email: 'nobody@example.com', code: '222222' }, IP));
    const wrong = await errorOf(signInWithCode(deps, { email: 'ada@example.com', code: '000000' }, IP));
    expect(unknown.code).toBe(wrong.code);
    expect(unknown.message).toBe(wrong.message);
  });

  it('refuses an expired code', async () => {
    const { deps, addLink, clock } = await setUp();
    await addLink('222222', 'second-token-of-twenty-chars');
    clock.advance(60 * 60 * 1000);
    const refused = await errorOf(signInWithCode(deps, { email: 'ada@example.com', code: '222222' }, IP));
    expect(refused.code).toBe('CLIENTS.WRONG_SIGN_IN_CODE');
  });

  it('limits tries per IP address across addresses and links', async () => {
    const { deps } = await setUp();
    for (let i = 0; i < SIGN_IN_CODE_RATE_LIMIT.max; i++)
      await errorOf(signInWithCode(deps, { email: `p${i}@example.com`, code: '123456' }, IP));
    const refused = await errorOf(signInWithCode(deps, { email: 'ada@example.com', code: '123456' }, IP));
    expect(refused.code).toBe('CLIENTS.TOO_MANY_SIGN_IN_REQUESTS');
  });

  it('asks for six digits', async () => {
    const { deps } = await setUp();
    await expect(signInWithCode(deps, { email: 'ada@example.com', code: '12a456' }, IP)).rejects.toThrow(
      'Enter the 6-digit code from the e-mail',
    );
  });
});
