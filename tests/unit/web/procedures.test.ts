import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import type { AppServices } from '#composition/request-services.ts';
import type { Role } from '#domain/accounts/user.ts';
import type { Client } from '#domain/clients/client.ts';
import { AppError } from '#domain/shared/app-error.ts';
import type { Context } from '#web/server/trpc/context.ts';
import { createCallerFactory, router } from '#web/server/trpc/init.ts';
import {
  adminProcedure,
  authedProcedure,
  clientProcedure,
  publicProcedure,
  staffProcedure,
} from '#web/server/trpc/procedures.ts';

const probe = router({
  public: publicProcedure.query(() => 'ok'),
  authed: authedProcedure.query(() => 'ok'),
  client: clientProcedure.query(() => 'ok'),
  whichClient: clientProcedure.query(({ ctx }) => ctx.client),
  staff: staffProcedure.query(() => 'ok'),
  admin: adminProcedure.query(() => 'ok'),
  missing: publicProcedure.query(() => {
    throw new AppError('not_found', 'BLOG.POST_NOT_FOUND', 'Post not found');
  }),
  crash: publicProcedure.query(() => {
    throw new Error('database exploded');
  }),
});
const createCaller = createCallerFactory(probe);

/** The signed-in user u1 has a client record; the probes use no other service. */
const clientOfU1: Client = {
  id: 'c1',
  userId: 'u1',
  name: 'Ada Client',
  email: 'someone@example.com',
  phone: null,
  company: null,
  language: 'en',
  timeZone: 'Europe/London',
  accountBalancePence: 0,
  paymentsReceivedPence: 0,
  createdAt: new Date('2026-11-01T00:00:00Z'),
};
const clients = {
  findByUserId: async (userId: string) => (userId === 'u1' ? clientOfU1 : null),
};

function callerAs(role: Role | null, userId = 'u1') {
  const context: Context = {
    services: { clients: { clients } } as unknown as AppServices,
    viewer: role ? { id: userId, email: 'someone@example.com', firstName: 'Some', role } : null,
    request: { id: 'test', ip: '127.0.0.1', userAgent: undefined, anonymousSessionId: null, language: 'en' },
  };
  return createCaller(context);
}

async function outcome(call: () => Promise<unknown>): Promise<string> {
  try {
    await call();
    return 'allowed';
  } catch (error) {
    return error instanceof TRPCError ? error.code : 'crashed';
  }
}

const audiences = ['public', 'authed', 'client', 'staff', 'admin'] as const;
const expected: Record<string, Record<(typeof audiences)[number], string>> = {
  visitor: {
    public: 'allowed',
    authed: 'UNAUTHORIZED',
    client: 'UNAUTHORIZED',
    staff: 'UNAUTHORIZED',
    admin: 'UNAUTHORIZED',
  },
  user: { public: 'allowed', authed: 'allowed', client: 'allowed', staff: 'FORBIDDEN', admin: 'FORBIDDEN' },
  editor: { public: 'allowed', authed: 'allowed', client: 'FORBIDDEN', staff: 'allowed', admin: 'FORBIDDEN' },
  admin: { public: 'allowed', authed: 'allowed', client: 'FORBIDDEN', staff: 'allowed', admin: 'allowed' },
};

describe('procedure audiences', () => {
  it.each(Object.keys(expected))('lets a %s call exactly the procedures meant for them', async (who) => {
    const caller = callerAs(who === 'visitor' ? null : (who as Role));
    const results = Object.fromEntries(
      await Promise.all(
        audiences.map(async (audience) => [audience, await outcome(() => caller[audience]())]),
      ),
    );
    expect(results).toEqual(expected[who]);
  });
});

describe('client procedures', () => {
  it('act for the client record of the signed-in user, found from the session', async () => {
    expect(await callerAs('user').whichClient()).toEqual({
      id: 'c1',
      name: 'Ada Client',
      email: 'someone@example.com',
      language: 'en',
      timeZone: 'Europe/London',
    });
  });

  it('refuse a signed-in user without a client record with the spec message', async () => {
    const error = await callerAs('user', 'u2')
      .whichClient()
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({
      code: 'FORBIDDEN',
      message: 'Client account not found. Please use the onboarding form first.',
    });
  });
});

describe('error conversion', () => {
  it('turns an AppError into the matching tRPC error with the spec message and stable code', async () => {
    const error = await callerAs(null)
      .missing()
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TRPCError);
    expect(error).toMatchObject({ code: 'NOT_FOUND', message: 'Post not found' });
    expect((error as TRPCError).cause).toMatchObject({ appCode: 'BLOG.POST_NOT_FOUND' });
  });

  it('leaves any other error an internal server error', async () => {
    const error = await callerAs(null)
      .crash()
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 'INTERNAL_SERVER_ERROR' });
  });
});
