import { randomBytes } from 'node:crypto';
import type { UserRepository } from '#application/accounts/ports.ts';
import { seedOwnerAccount } from '#application/accounts/seed-owner-account.ts';
import type { PostRepository } from '#application/blog/ports.ts';
import { seedDemoPosts } from '#application/blog/seed-demo-posts.ts';
import { seedBooking } from '#application/booking/seed-booking.ts';
import { DEMO_CLIENT_EMAIL, seedDemoClient } from '#application/clients/seed-demo-client.ts';
import { Argon2PasswordHasher } from '#infrastructure/auth/argon2-password-hasher.ts';
import type { Config } from '#infrastructure/config.ts';
import type { Logger } from '#infrastructure/logger.ts';
import { OrmUserRepository } from '#infrastructure/orm/accounts/user.repository.ts';
import { OrmPostRepository } from '#infrastructure/orm/blog/post.repository.ts';
import { OrmAvailabilityRepository } from '#infrastructure/orm/booking/availability.repository.ts';
import { OrmSeededServiceLog } from '#infrastructure/orm/booking/seeded-service-log.ts';
import { OrmServiceRepository } from '#infrastructure/orm/booking/service.repository.ts';
import { OrmTransactionRepository } from '#infrastructure/orm/clients/account-transaction.repository.ts';
import { OrmClientRepository } from '#infrastructure/orm/clients/client.repository.ts';
import { OrmDemoClientWriter } from '#infrastructure/orm/clients/demo-client.repository.ts';
import type { Database } from '#infrastructure/orm/database.ts';

/**
 * The site's database brought up to date at start: migrations, then the owner's account, the demo
 * content (with `SEED_DEMO_CONTENT`) and the booking services. Processes started together take turns:
 * one migrates and seeds, the next finds it done.
 */
export async function migrateAndSeed(database: Database, config: Config, logger: Logger): Promise<void> {
  await database.exclusively(async () => {
    await database.migrate();
    const seedUsers = new OrmUserRepository(database.fork());
    await seedOwner(config, logger, seedUsers);
    await seedDemoContent(config, logger, seedUsers, new OrmPostRepository(database.fork()));
    await seedDemoClientContent(config, logger, database);
    await seedBookingServices(config, logger, database);
  });
}

async function seedOwner(config: Config, logger: Logger, users: UserRepository) {
  const result = await seedOwnerAccount(
    {
      users,
      hasher: new Argon2PasswordHasher(),
      generatePassword: () => randomBytes(12).toString('base64url'),
    },
    {
      email: config.ownerEmail,
      name: config.ownerName,
      password: config.ownerPassword,
      mayGeneratePassword: !config.isProduction,
    },
  );
  if (result.outcome === 'skipped') logger.warn(`Owner account not created: ${result.reason}`);
  if (result.outcome !== 'created') return;
  logger.info({ email: result.email }, 'owner account created');
  if (result.generatedPassword) {
    // Shown once, on the console only: it is never stored in clear anywhere.
    process.stdout.write(
      `\n  Owner account created. Sign in at ${config.baseUrl}/login\n` +
        `    e-mail:   ${result.email}\n    password: ${result.generatedPassword}\n` +
        '  (set OWNER_EMAIL and OWNER_PASSWORD to choose them)\n\n',
    );
  }
}

/** The demo posts of a fresh site, written by the owner when there is one. */
async function seedDemoContent(config: Config, logger: Logger, users: UserRepository, posts: PostRepository) {
  if (!config.seedDemoContent) return;
  const owner = await users.findByEmail(config.ownerEmail);
  const result = await seedDemoPosts({ posts }, owner?.id ?? null);
  if (result.outcome === 'seeded') logger.info({ count: result.count }, 'demo blog posts created');
}

/** The demo client of a fresh site, with a project, a conversation, a proposal and two transactions. */
async function seedDemoClientContent(config: Config, logger: Logger, database: Database) {
  if (!config.seedDemoContent) return;
  const result = await seedDemoClient({
    clients: new OrmClientRepository(database.fork()),
    demoClients: new OrmDemoClientWriter(database.fork()),
    transactions: new OrmTransactionRepository(database.fork()),
  });
  if (result.outcome === 'seeded') logger.info({ email: DEMO_CLIENT_EMAIL }, 'demo client created');
}

/**
 * The bookable services and the owner's week of a fresh site (not demo content: the site links to
 * them); with demo content on, the seeded services an older site has not been given yet.
 */
async function seedBookingServices(config: Config, logger: Logger, database: Database) {
  const result = await seedBooking(
    {
      services: new OrmServiceRepository(database.fork()),
      availability: new OrmAvailabilityRepository(database.fork()),
      seeded: new OrmSeededServiceLog(database.fork()),
    },
    { demoContent: config.seedDemoContent },
  );
  if (result.outcome === 'seeded') logger.info({ count: result.services }, 'booking services created');
  if (result.outcome === 'added') logger.info({ slugs: result.slugs }, 'seeded booking services added');
}
