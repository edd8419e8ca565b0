import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_IN_SUBJECT } from '../fixtures/client-sign-in-mail.ts';
import { HttpClient } from '../fixtures/harness/http-client.ts';
import { type RunningProcess, startProcess, startSiteProcess } from '../fixtures/harness/processes.ts';
import { createSiteEnvironment, type SiteEnvironment } from '../fixtures/harness/site-environment.ts';
import { startTestSmtpServer, type TestSmtpServer } from '../fixtures/harness/smtp-server.ts';
import { createStaffAccounts, OWNER, signIn } from '../fixtures/harness/staff-accounts.ts';

// Conversations between two clients and the owner, over HTTP, with a real SMTP server (and Redis and the
// worker when they are there). Everything is set up through the site itself, so this also runs on PGlite.

const OWNER_INBOX = 'owner-inbox@example.com';

let environment: SiteEnvironment;
let site: Awaited<ReturnType<typeof startSiteProcess>>;
let worker: RunningProcess | undefined;
let smtp: TestSmtpServer;
let ipCounter = 0;

const browser = () =>
  new HttpClient(site.url, { 'X-Forwarded-For': `10.16.0.${++ipCounter}`, 'User-Agent': 'ThreadsTest/1.0' });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Mails received so far to `to` whose subject starts with `subject`. */
const mailsTo = (to: string, subject: string) =>
  smtp.received.filter(
    (mail) => mail.envelopeTo.includes(to) && (mail.parsed.subject ?? '').startsWith(subject),
  );

async function waitForMail(to: string, subject: string, count: number) {
  for (let waited = 0; waited < 20_000; waited += 100) {
    const found = mailsTo(to, subject);
    if (found.length >= count) return found;
    await sleep(100);
  }
  throw new Error(`no ${count} mail(s) "${subject}" to ${to}; got ${mailsTo(to, subject).length}`);
}

/** A client made by a project inquiry, signed in with the code of their real sign-in e-mail. */
async function inquiringClient(name: string) {
  const email = `${name.toLowerCase()}-${crypto.randomUUID().slice(0, 8)}@example.com`;
  const http = browser();
  const inquiry = await http.trpc('clients.submitInquiry', 'mutation', {
    name,
    email,
    projectName: `${name}'s site`,
    projectTypes: ['website'],
    description: `${name} needs a site.`,
    consent: true,
  });
  expect(inquiry.status).toBe(200);
  expect((await http.post('/auth/client/magic-link', { email })).status).toBe(200);
  const [mail] = await waitForMail(email, SIGN_IN_SUBJECT, 1);
  const code = /code on the sign-in screen: (\d{6})/.exec(mail?.parsed.text ?? '')?.[1];
  expect((await http.post('/auth/client/code', { email, code })).status).toBe(200);
  const conversations = await http.trpc('clients.conversations', 'query');
  const [conversation] = conversations.data as Array<{ id: string; projectId: string }>;
  if (!conversation) throw new Error('no initial conversation');
  return { email, http, conversationId: conversation.id, projectId: conversation.projectId };
}

type Client = Awaited<ReturnType<typeof inquiringClient>>;

const send = (who: Client, body: string, conversationId = who.conversationId) =>
  who.http.trpc('conversations.send', 'mutation', { conversationId, body });

let ada: Client;
let bob: Client;
let owner: HttpClient;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  environment = await createSiteEnvironment({
    SEED_DEMO_CONTENT: 'false',
    SMTP_URL: smtp.url,
    CONTACT_EMAIL: OWNER_INBOX,
  });
  await createStaffAccounts(environment.env, [[OWNER, 'admin']]);
  if (environment.env.REDIS_URL) {
    worker = startProcess('src/worker-main.ts', environment.env);
    await worker.waitForLog((line) => line.msg === 'worker ready');
  }
  site = await startSiteProcess(environment.env);
  ada = await inquiringClient('Ada');
  bob = await inquiringClient('Bob');
  owner = await signIn(browser(), OWNER);
}, 90_000);

afterAll(async () => {
  await site?.stop();
  await worker?.stop();
  await environment?.cleanup();
  await smtp?.close();
});

describe('conversations between two clients and the owner', () => {
  it("lets no client read or write another's thread, nor start one about another's project", async () => {
    expect((await bob.http.trpc('conversations.open', 'mutation', { id: ada.conversationId })).status).toBe(
      404,
    );
    expect((await send(bob, 'Hi Ada', ada.conversationId)).status).toBe(404);
    const start = await bob.http.trpc('conversations.start', 'mutation', {
      projectId: ada.projectId,
      title: 'Mine now',
      body: 'Hello',
    });
    expect(start.status).toBe(404);
    expect((await bob.http.trpc('clients.conversation', 'query', { id: ada.conversationId })).status).toBe(
      404,
    );
    // Staff procedures are not a client's.
    expect(
      (await ada.http.trpc('conversations.ownerOpen', 'mutation', { id: ada.conversationId })).status,
    ).toBe(403);
  });

  it('e-mails the owner about the first message, not again while unread, and again once read', async () => {
    const subject = 'New message from Ada';
    expect((await send(ada, 'First question')).status).toBe(200);
    const [first] = await waitForMail(OWNER_INBOX, subject, 1);
    expect(first?.parsed.text).toContain(`/admin/conversations/${ada.conversationId}`);
    expect(first?.parsed.text).toContain('First question');

    expect((await send(ada, 'Second question')).status).toBe(200);
    // The third message below proves the queue has moved on; the second sent nothing.
    const unread = await owner.trpc('conversations.ownerUnread', 'query');
    expect(unread.data.total).toBeGreaterThanOrEqual(3);
    const opened = await owner.trpc('conversations.ownerOpen', 'mutation', { id: ada.conversationId });
    expect(opened.status).toBe(200);
    expect(opened.data.client.email).toBe(ada.email);
    expect(opened.data.project).toMatchObject({ id: ada.projectId, name: "Ada's site" });
    expect(opened.data.messages.map((message: { body: string }) => message.body)).toEqual([
      'Ada needs a site.',
      'First question',
      'Second question',
    ]);
    const after = await owner.trpc('conversations.ownerUnread', 'query');
    expect(after.data.total).toBe(unread.data.total - 3);

    expect((await send(ada, 'Third question')).status).toBe(200);
    const mails = await waitForMail(OWNER_INBOX, subject, 2);
    await sleep(500);
    expect(mailsTo(OWNER_INBOX, subject)).toHaveLength(2);
    expect(mails[1]?.parsed.text).toContain('Third question');
  });

  it("counts the owner's reply as unread for the client until the thread is opened, and e-mails a link back", async () => {
    const reply = await owner.trpc('conversations.ownerSend', 'mutation', {
      conversationId: ada.conversationId,
      body: 'Here is the answer',
    });
    expect(reply.status).toBe(200);
    const [mail] = await waitForMail(ada.email, 'New message:', 1);
    const token = /\/client_login\/verify\?token=([\w-]{43})/.exec(mail?.parsed.text ?? '')?.[1] ?? '';
    const signedIn = await new HttpClient(site.url).post('/auth/client/verify', { token });
    expect(await signedIn.json()).toMatchObject({
      redirectTo: `/portal/conversations/${ada.conversationId}`,
    });
    expect((await ada.http.trpc('conversations.unread', 'query')).data).toEqual({
      total: 1,
      byConversation: { [ada.conversationId]: 1 },
    });
    const [listed] = (await ada.http.trpc('clients.conversations', 'query')).data;
    expect(listed.unreadCount).toBe(1);
    expect((await bob.http.trpc('conversations.unread', 'query')).data).toEqual({
      total: 0,
      byConversation: {},
    });
    // A page another site made the browser open marks nothing read; the page's script does, once shown.
    const crossSite = await ada.http.get(`/portal/conversations/${ada.conversationId}`, {
      Accept: 'text/html',
      'Sec-Fetch-Site': 'cross-site',
    });
    expect(await crossSite.text()).toContain('Here is the answer');
    expect((await ada.http.trpc('conversations.unread', 'query')).data.total).toBe(1);
    const thread = await ada.http.trpc('conversations.open', 'mutation', { id: ada.conversationId });
    expect(thread.data.messages.at(-1)).toMatchObject({ author: 'owner', body: 'Here is the answer' });
    expect((await ada.http.trpc('conversations.unread', 'query')).data.total).toBe(0);
  });

  it('keeps last_message_at exactly the newest message under concurrent sends from both sides', async () => {
    const sends = Array.from({ length: 12 }, (_, i) =>
      i % 2 === 0
        ? send(bob, `Bob ${i}`)
        : owner.trpc('conversations.ownerSend', 'mutation', {
            conversationId: bob.conversationId,
            body: `Owner ${i}`,
          }),
    );
    expect((await Promise.all(sends)).map((answer) => answer.status)).toEqual(Array(12).fill(200));
    const thread = await owner.trpc('conversations.ownerOpen', 'mutation', { id: bob.conversationId });
    const newest = thread.data.messages
      .map((message: { sentAt: string }) => message.sentAt)
      .sort()
      .at(-1);
    expect(thread.data.messages).toHaveLength(13);
    expect(thread.data.conversation.lastMessageAt).toBe(newest);
  });

  it('refuses a 10,001-character body with the message, and keeps 10,000', async () => {
    const tooLong = await send(bob, 'x'.repeat(10_001));
    expect(tooLong.status).toBe(400);
    expect(tooLong.error.data.fieldErrors).toMatchObject({
      body: ['Messages can be at most 10,000 characters'],
    });
    expect((await send(bob, 'y'.repeat(10_000))).status).toBe(200);
  });

  it('gives HTML in a body back as text, as typed, and the page shows it as text', async () => {
    const html = '<script>alert("x")</script><b>bold</b>';
    expect((await send(bob, html)).status).toBe(200);
    const thread = await bob.http.trpc('conversations.open', 'mutation', { id: bob.conversationId });
    expect(thread.data.messages.at(-1).body).toBe(html);
    const page = await bob.http.page(`/portal/conversations/${bob.conversationId}`);
    expect(page.status).toBe(200);
    const text = await page.text();
    expect(text).not.toContain('<script>alert("x")</script>');
    expect(text).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&lt;b&gt;bold&lt;/b&gt;');
  });

  it('takes a reply as a plain form post without JavaScript: a redirect to the thread, or the thread with the message', async () => {
    const path = `/portal/conversations/${bob.conversationId}`;
    const sent = await bob.http.form(path, { body: 'Posted without scripts' });
    expect(sent.status).toBe(303);
    expect(sent.headers.get('location')).toBe(path);
    const refused = await bob.http.form(path, { body: '   ' });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('Please write a message');
    const owners = await owner.form(`/admin/conversations/${bob.conversationId}`, { body: 'Owner, plainly' });
    expect(owners.status).toBe(303);
    expect((await ada.http.form(path, { body: 'Not my thread' })).status).toBe(404);
    const thread = await owner.trpc('conversations.ownerOpen', 'mutation', { id: bob.conversationId });
    const bodies = thread.data.messages.map((message: { body: string }) => message.body);
    expect(bodies.slice(-2)).toEqual(['Posted without scripts', 'Owner, plainly']);
  });

  it('starts a conversation as a plain form post without JavaScript: posted, never in the address', async () => {
    // Issue 29: the portal's "New conversation" had no method and no action, so it went as a GET to
    // `/portal?title=…&body=…`, created nothing and left the message in history and the access log.
    const page = await (await bob.http.page('/portal?tab=messages')).text();
    const form = /<form[^>]*aria-labelledby="new-conversation-heading"[^>]*>/.exec(page)?.[0] ?? '';
    expect(form).toContain('method="post"');
    expect(form).toContain('action="/portal/conversations"');
    const sent = await bob.http.form('/portal/conversations', {
      projectId: bob.projectId,
      title: 'Plain start',
      body: 'Private message, posted',
    });
    expect(sent.status).toBe(303);
    const started = sent.headers.get('location') ?? '';
    expect(started).toMatch(/^\/portal\/conversations\/[0-9a-f-]{36}$/);
    const thread = await (await bob.http.page(started)).text();
    expect(thread).toContain('Private message, posted');
    // Refused: the Messages tab again, with what was typed and the same message as the script shows.
    const refused = await bob.http.form('/portal/conversations', {
      projectId: bob.projectId,
      title: 'Kept title',
      body: '  ',
    });
    expect(refused.status).toBe(400);
    const again = await refused.text();
    expect(again).toContain('Please write a message');
    expect(again).toContain('value="Kept title"');
    // Another client's project is refused, and the owner's own form posts too.
    expect(
      (await ada.http.form('/portal/conversations', { projectId: bob.projectId, title: 'T', body: 'B' }))
        .status,
    ).toBe(404);
    const ownerPath = `/admin/conversations/new?project_id=${bob.projectId}`;
    expect(await (await owner.page(ownerPath)).text()).toContain(`action="${ownerPath}"`);
    const owners = await owner.form(ownerPath, {
      projectId: bob.projectId,
      title: 'From the owner',
      body: 'Hi',
    });
    expect(owners.status).toBe(303);
    expect(owners.headers.get('location')).toMatch(/^\/admin\/conversations\/[0-9a-f-]{36}$/);
  });

  it('lets the owner start a conversation about a project, prefilled with its name', async () => {
    const form = await owner.page(`/admin/conversations/new?project_id=${bob.projectId}`);
    expect(form.status).toBe(200);
    expect(await form.text()).toContain('value="Bob&#x27;s site"');
    expect((await owner.page(`/admin/conversations/new?project_id=${crypto.randomUUID()}`)).status).toBe(404);
    const choice = await owner.trpc('conversations.ownerStartChoice', 'query', { projectId: bob.projectId });
    expect(choice.data).toMatchObject({ projectName: "Bob's site", clientName: 'Bob' });
    const started = await owner.trpc('conversations.ownerStart', 'mutation', {
      projectId: bob.projectId,
      title: "Bob's site",
      body: 'A new topic',
    });
    expect(started.status).toBe(200);
    const ids = (await bob.http.trpc('clients.conversations', 'query')).data.map(
      (row: { id: string }) => row.id,
    );
    expect(ids).toContain(started.data.conversationId);
    expect(
      (await ada.http.trpc('conversations.open', 'mutation', { id: started.data.conversationId })).status,
    ).toBe(404);
  });
});
