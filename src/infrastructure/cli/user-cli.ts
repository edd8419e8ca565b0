import { randomBytes } from 'node:crypto';
import { hostname, userInfo } from 'node:os';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { createOrPromoteUser } from '#application/accounts/create-or-promote-user.ts';
import { checkNewPassword } from '#application/accounts/password-rule.ts';
import { normalizeEmail, ROLES, type Role } from '#domain/accounts/user.ts';
import { Argon2PasswordHasher } from '../auth/argon2-password-hasher.ts';
import { breachedPasswordList } from '../auth/breached-passwords.ts';
import { loadConfig } from '../config.ts';
import { createLogger } from '../logger.ts';
import { OrmUserRepository } from '../orm/accounts/user.repository.ts';
import { OrmAuditLog } from '../orm/audit/audit-log.ts';
import { openDatabase } from '../orm/database.ts';
import { acquirePgliteLock } from '../orm/pglite-lock.ts';

const USAGE = 'Usage: npm run user -- --email owner@example.com --role admin [--password secret]';

/**
 * Who runs the command, as the audit log names them: the machine's login and the machine's name, in
 * place of an account and an address.
 */
function operator() {
  return {
    kind: 'command_line' as const,
    id: null,
    name: userInfo().username || 'operator',
    role: null,
    ip: hostname(),
    userAgent: 'npm run user',
  };
}

/** `npm run user`: creates an account with a role, or gives an existing account that role. */
async function main() {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, role: { type: 'string' }, password: { type: 'string' } },
  });
  const role = values.role as Role | undefined;
  if (!values.email?.includes('@') || !role || !ROLES.includes(role)) {
    throw new Error(`${USAGE}\n  --role is one of: ${ROLES.join(', ')}`);
  }
  // Refused before the database is opened (or found locked by the running site).
  if (values.password !== undefined) await checkNewPassword(breachedPasswordList, values.password);
  const config = loadConfig();
  const logger = createLogger({ ...config, logLevel: 'warn' }, 'user');
  const lock = config.databaseUrl ? undefined : acquirePgliteLock(config.dbDir);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.dbDir, logger });
  try {
    await database.exclusively(() => database.migrate());
    // One unit of work for the account and its audit entry, as a request's (one transaction).
    const em = database.fork({ followTransactions: true });
    const result = await createOrPromoteUser(
      {
        users: new OrmUserRepository(em),
        hasher: new Argon2PasswordHasher(),
        commonPasswords: breachedPasswordList,
        generatePassword: () => randomBytes(12).toString('base64url'),
        audit: new OrmAuditLog(em, { now: () => new Date() }),
      },
      { email: normalizeEmail(values.email), role, password: values.password },
      operator(),
    );
    if (result.outcome === 'promoted') console.log(`${result.email} now has the role ${result.role}`);
    else {
      console.log(`Created ${result.email} with the role ${result.role}`);
      if (result.generatedPassword) console.log(`Password (shown once): ${result.generatedPassword}`);
    }
  } finally {
    await database.close();
    lock?.release();
  }
}

main().catch((error: unknown) => {
  // A refused password says the rule it broke, not zod's list of issues.
  if (error instanceof z.ZodError) console.error(error.issues[0]?.message);
  else console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
