import { describe, expect, it } from 'vitest';
import { getOwnerUnread } from '#application/conversations/get-owner-unread.ts';
import { getStartChoice } from '#application/conversations/get-start-choice.ts';
import { openOwnerThread } from '#application/conversations/open-owner-thread.ts';
import { sendOwnerMessage } from '#application/conversations/send-owner-message.ts';
import { startOwnerConversation } from '#application/conversations/start-owner-conversation.ts';
import { staffActor } from '#fixtures/fakes/in-memory-audit.ts';
import { threadWorld } from './thread-fixture.ts';

describe('openOwnerThread', () => {
  it("gives any thread with its client and project, and marks the client's messages read", async () => {
    const { deps, ada, adaThread, adaProject } = threadWorld();
    deps.conversations.addMessage(adaThread, 'client', 'Hello', new Date('2026-03-01T10:00:00Z'));
    expect(await getOwnerUnread(deps)).toEqual({ total: 1 });
    const thread = await openOwnerThread(deps, adaThread.id);
    expect(thread.client).toEqual({ id: ada.id, name: ada.name, email: ada.email });
    expect(thread.project).toEqual({ id: adaProject.id, name: adaProject.name });
    expect(thread.messages.map((message) => message.body)).toEqual(['Hello']);
    expect(await getOwnerUnread(deps)).toEqual({ total: 0 });
    await expect(openOwnerThread(deps, 'no-such')).rejects.toMatchObject({ kind: 'not_found' });
  });
});

describe('sendOwnerMessage', () => {
  it('e-mails the client a single-use sign-in link that lands on the thread', async () => {
    const { deps, ada, adaThread, emails, queue } = threadWorld();
    await sendOwnerMessage(deps, staffActor('user-owner'), {
      conversationId: adaThread.id,
      body: 'Draft is ready',
    });
    expect(queue.jobs[0]).toMatchObject({
      name: 'send-client-portal-email',
      payload: { clientId: ada.id, target: `/portal/conversations/${adaThread.id}` },
    });
    expect(emails()[0]?.to).toBe('ada@example.com');
    expect(emails()[0]?.text).toContain(
      `Read and reply: [sign-in link to /portal/conversations/${adaThread.id}]`,
    );
    expect(emails()[0]?.text).toContain('Draft is ready');
  });

  it('never moves last_message_at backwards', async () => {
    const { deps, adaThread, clock } = threadWorld();
    deps.conversations.addMessage(adaThread, 'client', 'Later', new Date('2026-03-02T00:00:00Z'));
    await sendOwnerMessage(deps, staffActor('user-owner'), { conversationId: adaThread.id, body: 'Earlier' });
    expect(adaThread.lastMessageAt?.toISOString()).toBe('2026-03-02T00:00:00.000Z');
    expect(clock.now() < (adaThread.lastMessageAt as Date)).toBe(true);
  });
});

describe('startOwnerConversation and getStartChoice', () => {
  it("opens a conversation with the project's client, and names the project for the form", async () => {
    const { deps, bob, bobProject, emails } = threadWorld();
    expect(await getStartChoice(deps, bobProject.id)).toEqual({
      projectId: bobProject.id,
      projectName: 'Bob shop',
      clientName: bob.name,
    });
    const sent = await startOwnerConversation(deps, staffActor('user-owner'), {
      projectId: bobProject.id,
      title: 'Bob shop',
      body: 'Shall we talk?',
    });
    expect(deps.conversations.rows.find((row) => row.id === sent.conversationId)?.clientId).toBe(bob.id);
    expect(emails()[0]?.to).toBe(bob.email);
    await expect(getStartChoice(deps, 'nope')).rejects.toMatchObject({ code: 'CLIENTS.PROJECT_NOT_FOUND' });
  });
});

describe('getOwnerUnread', () => {
  it('counts up to 100, so the header never counts more', async () => {
    const { deps, adaThread } = threadWorld();
    for (let i = 0; i < 105; i++)
      deps.conversations.addMessage(adaThread, 'client', `Message ${i}`, new Date('2026-03-01T10:00:00Z'));
    expect(await getOwnerUnread(deps)).toEqual({ total: 100 });
  });
});
