import { describe, expect, it } from 'vitest';
import { issueSignInLink } from '#application/client-sign-in/issue-sign-in-link.ts';
import { RecordingMailer } from '#fixtures/fakes/in-memory-mail.ts';
import { signInWorld } from '#fixtures/fakes/in-memory-sign-in-links.ts';
import { emailRenderer } from '#infrastructure/mail/email-renderer.ts';

function setUp() {
  const world = signInWorld(['042137']);
  const mailer = new RecordingMailer();
  const deps = { ...world.deps, mailer, baseUrl: 'https://site.example', emails: emailRenderer() };
  return { ...world, mailer, deps };
}

describe('issueSignInLink', () => {
  it('e-mails a client a link and a code valid for 1 hour, storing only their hashes', async () => {
    const { deps, links, mailer, ada } = setUp();
    expect(
      await issueSignInLink(deps, { email: 'ADA@example.com', redirect: '/portal?tab=messages' }),
    ).toEqual({
      issued: true,
    });
    const token = 'token-1-abcdefghijklmnopqrstuvwxyz';
    expect(links.rows).toEqual([
      expect.objectContaining({
        clientId: ada.id,
        tokenHash: `sha256(${token})`,
        codeHash: `sha256(sha256(${token}):042137)`,
        redirect: '/portal?tab=messages',
        expiresAt: new Date('2026-03-01T11:00:00.000Z'),
        usedAt: null,
        failedAttempts: 0,
      }),
    ]);
    const [mail] = mailer.sent;
    expect(mail?.to).toBe('ada@example.com');
    expect(mail?.text).toContain(`https://site.example/client_login/verify?token=${token}`);
    expect(mail?.text).toContain('042137');
    expect(mail?.text).toContain('expire in 1 hour');
    expect(mail?.html).toContain(`href="https://site.example/client_login/verify?token=${token}"`);
  });

  it('sends nothing and stores nothing for an address without a client record', async () => {
    const { deps, links, mailer } = setUp();
    expect(await issueSignInLink(deps, { email: 'nobody@example.com', redirect: null })).toEqual({
      issued: false,
    });
    expect(links.rows).toEqual([]);
    expect(mailer.sent).toEqual([]);
  });

  it('keeps only a site path to land on', async () => {
    const { deps, links } = setUp();
    await issueSignInLink(deps, { email: 'ada@example.com', redirect: 'https://evil.example/' });
    expect(links.rows[0]?.redirect).toBeNull();
  });

  it('fails (so the queue retries) when the mail server is away', async () => {
    const { deps, mailer } = setUp();
    mailer.down = true;
    await expect(issueSignInLink(deps, { email: 'ada@example.com', redirect: null })).rejects.toThrow(
      'ECONNREFUSED',
    );
  });
});
