import { describe, expect, it } from 'vitest';
import { getClientUnread } from '#application/conversations/get-client-unread.ts';
import { openClientThread } from '#application/conversations/open-client-thread.ts';
import { sendMessageSchema } from '#application/conversations/schemas.ts';
import { sendClientMessage } from '#application/conversations/send-client-message.ts';
import { startClientConversation } from '#application/conversations/start-client-conversation.ts';
import { listClientConversations } from '#application/portal/list-client-conversations.ts';
import { MESSAGE_RATE_LIMIT } from '#domain/clients/conversation.ts';
import { threadWorld } from './thread-fixture.ts';

describe('openClientThread', () => {
  it("gives the client's own thread, marks the owner's messages read, and refuses anyone else's", async () => {
    const { deps, asAda, adaThread, bobThread } = threadWorld();
    deps.conversations.addMessage(adaThread, 'owner', 'Hello Ada', new Date('2026-03-01T10:00:00Z'));
    deps.conversations.addMessage(adaThread, 'client', 'Hi', new Date('2026-03-01T11:00:00Z'));
    const thread = await openClientThread(deps, asAda, adaThread.id);
    expect(thread.messages.map((message) => message.body)).toEqual(['Hello Ada', 'Hi']);
    expect(deps.conversations.messages.map((message) => message.readAt?.toISOString() ?? null)).toEqual([
      '2026-03-01T12:00:00.000Z',
      null,
    ]);
    await expect(openClientThread(deps, asAda, bobThread.id)).rejects.toMatchObject({ kind: 'not_found' });
  });
});

describe('sendClientMessage', () => {
  it("stores the message, moves last_message_at and e-mails the owner with a link to the owner's thread", async () => {
    const { deps, asAda, adaThread, emails } = threadWorld();
    const sent = await sendClientMessage(deps, asAda, { conversationId: adaThread.id, body: 'Question' });
    expect(sent.message).toMatchObject({ author: 'client', body: 'Question', readAt: null });
    expect(adaThread.lastMessageAt?.toISOString()).toBe('2026-03-01T12:00:00.000Z');
    expect(emails()).toHaveLength(1);
    expect(emails()[0]?.to).toBe('owner@example.com');
    expect(emails()[0]?.text).toContain(`https://site.test/admin/conversations/${adaThread.id}`);
  });

  it('e-mails once per 10 minutes while the owner has not read the thread, and again after reading', async () => {
    const { deps, asAda, adaThread, emails, clock } = threadWorld();
    const send = (body: string) => sendClientMessage(deps, asAda, { conversationId: adaThread.id, body });
    await send('One');
    clock.advance(60_000);
    await send('Two');
    expect(emails()).toHaveLength(1);
    await deps.threads.markRead(adaThread.id, 'client', clock.now());
    clock.advance(60_000);
    await send('Three');
    expect(emails()).toHaveLength(2);
    clock.advance(10 * 60_000);
    await send('Four');
    expect(emails()).toHaveLength(3);
  });

  it("refuses another client's thread and a burst past the rate limit", async () => {
    const { deps, asAda, bobThread, adaThread } = threadWorld();
    await expect(
      sendClientMessage(deps, asAda, { conversationId: bobThread.id, body: 'Hi' }),
    ).rejects.toMatchObject({ code: 'CLIENTS.CONVERSATION_NOT_FOUND' });
    for (let i = 1; i < MESSAGE_RATE_LIMIT.max; i++)
      await sendClientMessage(deps, asAda, { conversationId: adaThread.id, body: `Message ${i}` });
    await expect(
      sendClientMessage(deps, asAda, { conversationId: adaThread.id, body: 'One too many' }),
    ).rejects.toMatchObject({ kind: 'rate_limited', code: 'CLIENTS.TOO_MANY_MESSAGES' });
  });

  it('keeps the message when the queue is away, and logs it', async () => {
    const { deps, asAda, adaThread, queue, log } = threadWorld();
    queue.unavailable = true;
    await sendClientMessage(deps, asAda, { conversationId: adaThread.id, body: 'Still here' });
    expect(deps.conversations.messages.map((message) => message.body)).toEqual(['Still here']);
    expect(log.lines.map((line) => line.message)).toEqual(['message e-mail not queued']);
  });

  it('accepts 10,000 characters and refuses 10,001 or only spaces (the schema)', () => {
    const id = '00000000-0000-4000-8000-000000000000';
    expect(sendMessageSchema.safeParse({ conversationId: id, body: 'x'.repeat(10_000) }).success).toBe(true);
    const tooLong = sendMessageSchema.safeParse({ conversationId: id, body: 'x'.repeat(10_001) });
    expect(tooLong.error?.issues[0]?.message).toBe('Messages can be at most 10,000 characters');
    expect(sendMessageSchema.safeParse({ conversationId: id, body: '  \n ' }).success).toBe(false);
  });
});

describe('startClientConversation', () => {
  it('opens a conversation about one of their projects with the first message; not about anyone else’s', async () => {
    const { deps, asAda, adaProject, bobProject, emails } = threadWorld();
    const sent = await startClientConversation(deps, asAda, {
      projectId: adaProject.id,
      title: ' Launch date ',
      body: 'When?',
    });
    const created = deps.conversations.rows.find((row) => row.id === sent.conversationId);
    expect(created).toMatchObject({ title: 'Launch date', projectId: adaProject.id });
    expect(emails()).toHaveLength(1);
    await expect(
      startClientConversation(deps, asAda, { projectId: bobProject.id, title: 'x', body: 'y' }),
    ).rejects.toMatchObject({ code: 'CLIENTS.PROJECT_NOT_FOUND' });
  });
});

describe('getClientUnread and listClientConversations', () => {
  it("counts the owner's unread messages in total and per conversation", async () => {
    const { deps, asAda, adaThread, bobThread } = threadWorld();
    const at = new Date('2026-03-01T10:00:00Z');
    deps.conversations.addMessage(adaThread, 'owner', 'One', at);
    deps.conversations.addMessage(adaThread, 'owner', 'Two', at);
    deps.conversations.addMessage(adaThread, 'client', 'Mine', at);
    deps.conversations.addMessage(bobThread, 'owner', "Bob's", at);
    expect(await getClientUnread(deps, asAda)).toEqual({ total: 2, byConversation: { [adaThread.id]: 2 } });
    expect((await listClientConversations(deps, asAda)).map((row) => row.unreadCount)).toEqual([2]);
    await openClientThread(deps, asAda, adaThread.id);
    expect(await getClientUnread(deps, asAda)).toEqual({ total: 0, byConversation: {} });
  });
});
