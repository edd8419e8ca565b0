import { describe, expect, it } from 'vitest';
import { getClientConversation } from '#application/portal/get-client-conversation.ts';
import { listClientConversations } from '#application/portal/list-client-conversations.ts';
import { portalWorld } from './portal-fixture.ts';

describe('listClientConversations and getClientConversation', () => {
  it("lists the client's conversations, latest message first, with their last message date (or none)", async () => {
    const { deps, ada, bob, asAda } = portalWorld();
    const quiet = deps.conversations.add({ clientId: ada.id, title: 'Quiet' });
    const busy = deps.conversations.add({ clientId: ada.id, title: 'Busy' });
    deps.conversations.addMessage(busy, 'client', 'Hello', new Date('2026-02-01T10:00:00Z'));
    deps.conversations.add({ clientId: bob.id, title: "Bob's" });
    const conversations = await listClientConversations(deps, asAda);
    expect(
      conversations.map(({ title, lastMessageAt, messageCount }) => ({ title, lastMessageAt, messageCount })),
    ).toEqual([
      { title: 'Busy', lastMessageAt: '2026-02-01T10:00:00.000Z', messageCount: 1 },
      { title: quiet.title, lastMessageAt: null, messageCount: 0 },
    ]);
  });

  it('gives a thread oldest first, and "Conversation not found" for anyone else\'s', async () => {
    const { deps, ada, bob, asAda } = portalWorld();
    const mine = deps.conversations.add({ clientId: ada.id, title: 'Mine' });
    deps.conversations.addMessage(mine, 'owner', 'Second', new Date('2026-02-02T10:00:00Z'));
    deps.conversations.addMessage(mine, 'client', 'First', new Date('2026-02-01T10:00:00Z'));
    const theirs = deps.conversations.add({ clientId: bob.id, title: "Bob's" });
    const thread = await getClientConversation(deps, asAda, mine.id);
    expect(thread.messages.map((message) => [message.author, message.body])).toEqual([
      ['client', 'First'],
      ['owner', 'Second'],
    ]);
    await expect(getClientConversation(deps, asAda, theirs.id)).rejects.toMatchObject({
      kind: 'not_found',
      code: 'CLIENTS.CONVERSATION_NOT_FOUND',
    });
  });
});
