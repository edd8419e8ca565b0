import { describe, expect, it } from 'vitest';
import { recipientOf, shouldEmailRecipient } from '#domain/clients/conversation.ts';

const now = new Date('2026-03-01T12:00:00Z');
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);

describe('shouldEmailRecipient', () => {
  it('e-mails someone who had nothing unread in the thread, whenever they were last e-mailed', () => {
    expect(shouldEmailRecipient({ hadUnread: false, notifiedAt: null }, now)).toBe(true);
    expect(shouldEmailRecipient({ hadUnread: false, notifiedAt: minutesAgo(1) }, now)).toBe(true);
  });

  it('does not e-mail again within 10 minutes while something is still unread', () => {
    expect(shouldEmailRecipient({ hadUnread: true, notifiedAt: minutesAgo(0) }, now)).toBe(false);
    expect(shouldEmailRecipient({ hadUnread: true, notifiedAt: minutesAgo(9.99) }, now)).toBe(false);
  });

  it('e-mails again once the last e-mail is 10 minutes old or more, or when there never was one', () => {
    expect(shouldEmailRecipient({ hadUnread: true, notifiedAt: minutesAgo(10) }, now)).toBe(true);
    expect(shouldEmailRecipient({ hadUnread: true, notifiedAt: minutesAgo(60) }, now)).toBe(true);
    expect(shouldEmailRecipient({ hadUnread: true, notifiedAt: null }, now)).toBe(true);
  });

  it("names the other side as a message's recipient", () => {
    expect(recipientOf('client')).toBe('owner');
    expect(recipientOf('owner')).toBe('client');
  });
});
