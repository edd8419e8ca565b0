import { describe, expect, it } from 'vitest';
import { sealEmail, unsealEmail } from '#application/mail/sealed-email.ts';
import { FakeEmailSecrets } from '#fixtures/fakes/in-memory-mail.ts';

const message = (link: string) => ({
  to: 'ada@example.com',
  subject: 'Finish creating your account',
  text: `Open this link: ${link}\n`,
  html: `<a href="${link}">Finish</a>`,
  headers: { 'List-Unsubscribe': `<${link}>` },
});

describe('sealed e-mails (issue 44, item 8)', () => {
  it('carry slots and references instead of the secrets, and are sent with the secrets put back', () => {
    const secrets = new FakeEmailSecrets((n) => `secret-token-${n}`);
    const issued = secrets.newLinkToken();
    const sent = message(`https://site.example/register/confirm?token=${issued.secret}`);
    const sealed = sealEmail(sent, [issued]);
    expect(JSON.stringify(sealed)).not.toContain('secret-token-1');
    expect(sealed.secrets).toEqual([{ kind: 'link-token', reference: 'ref-1' }]);
    expect(unsealEmail(sealed, secrets)).toEqual(sent);
  });

  it('seal a secret the link carries URL-encoded (a claim token), and give it back encoded', () => {
    const secrets = new FakeEmailSecrets();
    const ref = { kind: 'project-claim' as const, projectId: 'p-1', expiresAt: '2026-06-01T00:00:00.000Z' };
    const secret = secrets.secretOf(ref);
    const sent = message(
      `https://site.example/client_onboarding/confirm?token=${encodeURIComponent(secret)}`,
    );
    const sealed = sealEmail(sent, [{ secret, ref }]);
    expect(JSON.stringify(sealed)).not.toContain(encodeURIComponent(secret));
    expect(unsealEmail(sealed, secrets)).toEqual(sent);
  });

  it('refuse a secret the e-mail does not carry as it is: it may be in it in another form', () => {
    const secrets = new FakeEmailSecrets();
    const issued = secrets.newLinkToken();
    expect(() => sealEmail(message('https://site.example/'), [issued])).toThrow(/not in the e-mail/);
  });
});
