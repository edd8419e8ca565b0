import type { SessionRepository } from './ports.ts';

/** 'Sign out everywhere': ends every session of the account, the one asking included. */
export async function signOutEverywhere(
  deps: { sessions: SessionRepository },
  userId: string,
): Promise<void> {
  await deps.sessions.endAllFor(userId);
}
