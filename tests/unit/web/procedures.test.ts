import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import type { AppServices } from '#application/app-services.ts';
import type { Role } from '#domain/accounts/user.ts';
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

function callerAs(role: Role | null) {
  const context: Context = {
    services: {} as AppServices, // the probe procedures use no services
    user: role ? { id: 'u1', email: 'someone@example.com', firstName: 'Some', role } : null,
    requestId: 'test',
    clientIp: '127.0.0.1',
    engagement: { viewer: null, ip: '127.0.0.1', userAgent: undefined },
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
