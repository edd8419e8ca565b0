import { describe, expect, it } from 'vitest';
import { issueSignInLink } from '#application/client-sign-in/issue-sign-in-link.ts';
import {
  PORTAL_LINK_SLOT,
  queuePortalEmail,
  sendPortalEmail,
} from '#application/client-sign-in/portal-link-email.ts';
import { requestSignInLink } from '#application/client-sign-in/request-sign-in-link.ts';
import { signInWithCode } from '#application/client-sign-in/sign-in-with-code.ts';
import { signInWithLink } from '#application/client-sign-in/sign-in-with-link.ts';
import type { JobPayloads } from '#application/jobs/ports.ts';
import { proposalSentEmail } from '#application/proposals/proposal-sent-email.ts';
import { SIGN_IN_LINK_RATE_LIMITS } from '#domain/clients/sign-in-link.ts';
import { InMemoryJobQueue } from '#fixtures/fakes/in-memory-jobs.ts';
import { RecordingMailer } from '#fixtures/fakes/in-memory-mail.ts';
import { InMemoryRateLimiter } from '#fixtures/fakes/in-memory-shared.ts';
import { signInWorld } from '#fixtures/fakes/in-memory-sign-in-links.ts';
import { emailRenderer } from '#infrastructure/mail/email-renderer.ts';

const PROPOSAL = { title: 'Site & shop', totalAmountPence: 100_000, depositPercentage: 50 };

function setUp() {
  const world = signInWorld(['111111', '222222']);
  const queue = new InMemoryJobQueue();
  const mailer = new RecordingMailer();
  const limiter = new InMemoryRateLimiter(world.clock);
  const worker = { ...world.deps, mailer, baseUrl: 'https://site.example', emails: emailRenderer() };
  const queuePortal = (target: string) =>
    queuePortalEmail(
      { queue, emails: emailRenderer() },
      {
        clientId: world.ada.id,
        target,
        compose: (link) => proposalSentEmail(link, world.ada, PROPOSAL, 'Web'),
      },
    );
  const runQueued = async () => {
    for (const job of queue.named('send-client-portal-email'))
      await sendPortalEmail(worker, job.payload as JobPayloads['send-client-portal-email']);
  };
  return { ...world, queue, mailer, limiter, worker, queuePortal, runQueued };
}

describe('queuePortalEmail', () => {
  it('queues the message with a slot for the link (no token in the queue), its client and its target', async () => {
    const { queue, ada, queuePortal } = setUp();
    await queuePortal('/portal/proposals/p-1?tab=x#pay');
    const [job] = queue.named('send-client-portal-email');
    expect(job?.payload).toMatchObject({ clientId: ada.id, target: '/portal/proposals/p-1?tab=x#pay' });
    const payload = job?.payload as JobPayloads['send-client-portal-email'] | undefined;
    expect(payload?.message.text).toContain(PORTAL_LINK_SLOT);
    expect(payload?.message.html).toContain(`href="${PORTAL_LINK_SLOT}"`);
    expect(JSON.stringify(job?.payload)).not.toContain('token');
  });

  it('lands on the portal when the target is not a path on this site', async () => {
    const { queue, queuePortal } = setUp();
    await queuePortal('https://evil.example/');
    await queuePortal('//evil.example/portal');
    expect(queue.named('send-client-portal-email').map((job) => job.payload)).toMatchObject([
      { target: '/portal' },
      { target: '/portal' },
    ]);
  });
});

describe('sendPortalEmail', () => {
  it('writes to a client in their language: the e-mail, its link and where the link lands', async () => {
    const { links, mailer, ada, queuePortal, runQueued } = setUp();
    ada.language = 'de';
    await queuePortal('/portal/proposals/p-1#pay');
    await runQueued();
    const [mail] = mailer.sent;
    expect(mail?.subject).toBe('Ihr Angebot ist bereit: Site & shop');
    expect(mail?.html).toContain('<html lang="de">');
    const url = /https:\/\/site\.example\/client_login\/verify\S+/.exec(mail?.text ?? '')?.[0] ?? '';
    expect(new URL(url).searchParams.get('lang')).toBe('de');
    expect(links.rows[0]?.redirect).toBe('/portal/proposals/p-1?lang=de#pay');
  });

  it('e-mails a single-use sign-in link (1 hour, no code) whose button signs in and opens the target', async () => {
    const { links, mailer, ada, deps, queuePortal, runQueued } = setUp();
    await queuePortal('/portal/proposals/p-1#pay');
    await runQueued();
    const token = 'token-1-abcdefghijklmnopqrstuvwxyz';
    expect(links.rows).toEqual([
      expect.objectContaining({
        clientId: ada.id,
        tokenHash: `sha256(${token})`,
        codeHash: null,
        redirect: '/portal/proposals/p-1#pay',
        expiresAt: new Date('2026-03-01T11:00:00.000Z'),
      }),
    ]);
    const [mail] = mailer.sent;
    const url = `https://site.example/client_login/verify?token=${token}`;
    expect(mail?.to).toBe('ada@example.com');
    expect(mail?.text).toContain(`Review and approve it in the client portal: ${url}`);
    expect(mail?.html).toContain(`href="${url}"`);
    expect(mail?.text).not.toContain(PORTAL_LINK_SLOT);

    const signedIn = await signInWithLink(deps, { token });
    expect(signedIn.redirectTo).toBe('/portal/proposals/p-1#pay');
    await expect(signInWithLink(deps, { token })).rejects.toMatchObject({
      code: 'CLIENTS.SIGN_IN_LINK_INVALID',
    });
  });

  it("leaves the code of the client's own sign-in e-mail working when a portal e-mail goes out after it", async () => {
    const { deps, worker, limiter, queuePortal, runQueued } = setUp();
    await issueSignInLink(worker, { email: 'ada@example.com', redirect: null });
    await queuePortal('/portal/proposals/p-1');
    await runQueued();
    const signedIn = await signInWithCode(
      { ...deps, limiter },
      { email: 'ada@example.com', code: '111111' },
      '10.0.0.1',
    );
    expect(signedIn.redirectTo).toBe('/portal');
  });

  it("is never held back by the client's own link requests, nor counts against them", async () => {
    const { queue, mailer, limiter, queuePortal, runQueued } = setUp();
    const request = () => requestSignInLink({ queue, limiter }, { email: 'ada@example.com' }, '10.0.0.1');
    for (let n = 0; n < SIGN_IN_LINK_RATE_LIMITS.perEmail.max - 1; n += 1) await request();
    for (let n = 0; n < 3; n += 1) await queuePortal(`/portal/proposals/p-${n}`);
    await runQueued();
    expect(mailer.sent).toHaveLength(3);
    // The client's fifth request of the hour is still theirs to make; the sixth is refused.
    await request();
    await expect(request()).rejects.toMatchObject({ code: 'CLIENTS.TOO_MANY_SIGN_IN_REQUESTS' });
    await queuePortal('/portal/proposals/p-4');
    expect(queue.named('send-client-portal-email')).toHaveLength(4);
  });

  it('fails (so the queue retries) when the mail server is away', async () => {
    const { mailer, queuePortal, runQueued } = setUp();
    mailer.down = true;
    await queuePortal('/portal');
    await expect(runQueued()).rejects.toThrow('ECONNREFUSED');
  });
});
