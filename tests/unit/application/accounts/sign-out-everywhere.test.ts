import { describe, expect, it } from 'vitest';
import { signOutEverywhere } from '#application/accounts/sign-out-everywhere.ts';
import { InMemorySessions } from '#fixtures/fakes/in-memory-users.ts';

describe('signOutEverywhere', () => {
  it("ends every session of the account, the asking one too, and no one else's", async () => {
    const sessions = new InMemorySessions();
    sessions.byUser.set('ada', ['this-browser', 'another-browser']);
    sessions.byUser.set('bob', ['bobs-browser']);
    await signOutEverywhere({ sessions }, 'ada');
    expect(sessions.byUser.has('ada')).toBe(false);
    expect(sessions.byUser.get('bob')).toEqual(['bobs-browser']);
  });
});
