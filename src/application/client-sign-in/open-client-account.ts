import type { ClientRepository } from '#application/clients/ports.ts';
import { isTestUser } from '#domain/accounts/test-user.ts';
import { INITIAL_TOKEN_BALANCE, isStaff, normalizeEmail, type User } from '#domain/accounts/user.ts';
import { clientNotFound, signInLinkInvalid } from '#domain/clients/errors.ts';
import type { SessionRepository, UserRepository } from '../accounts/ports.ts';

/** A profile's first and last names hold 100 characters each; an inquiry's name up to 200. */
const PROFILE_NAME_MAX = 100;
const fitted = (text: string) => [...text].slice(0, PROFILE_NAME_MAX).join('').trim();

/** The name on an inquiry split for a profile: the first word, then the rest (each cut to fit). */
function profileName(name: string): { firstName: string; lastName: string } {
  const [firstName = '', ...rest] = name.trim().split(/\s+/);
  return { firstName: fitted(firstName), lastName: fitted(rest.join(' ')) };
}

/**
 * The user account a client signs in with, once a magic link or its code proved the address: the one
 * linked to the client; else an account with that address (linked now, its password cleared and its
 * sessions ended, as a password set before the address was proven cannot be trusted); else a new `user` account without a
 * password. Staff accounts and test users are never a client's: a staff account is refused as having no
 * client record; a test user (ten minutes' life, made by anyone with an API key) gives way, so it cannot
 * lock a client out of their own address.
 */
export async function openClientAccount(
  deps: { clients: ClientRepository; users: UserRepository; sessions: SessionRepository },
  clientId: string,
): Promise<User> {
  const client = await deps.clients.findById(clientId);
  if (!client) throw signInLinkInvalid();
  const linked = client.userId ? await deps.users.findById(client.userId) : null;
  if (linked) {
    if (isStaff(linked.role) || isTestUser(linked)) throw clientNotFound();
    return linked;
  }
  const email = normalizeEmail(client.email);
  const found = await deps.users.findByEmail(email);
  if (found && isTestUser(found)) await deps.users.deleteTestUser(found.id);
  const existing = found && !isTestUser(found) ? found : null;
  if (existing) {
    if (isStaff(existing.role)) throw clientNotFound();
    if (existing.passwordHash !== null) await deps.users.setPasswordHash(existing.id, null);
    // Whoever is signed in to that account now (perhaps whoever made it with this address) is not
    // the address's proven owner: they are signed out before the account can see the client's rows.
    await deps.sessions.endAllFor(existing.id);
    await deps.clients.linkUser(client.id, existing.id);
    return { ...existing, passwordHash: null };
  }
  const user = await deps.users.create(
    { email, passwordHash: null, ...profileName(client.name), phone: client.phone, role: 'user' },
    INITIAL_TOKEN_BALANCE,
  );
  await deps.clients.linkUser(client.id, user.id);
  return user;
}
