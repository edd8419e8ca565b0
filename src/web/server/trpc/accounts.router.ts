import { updateProfileSchema } from '#application/accounts/schemas.ts';
import { router } from './init.ts';
import { authedProcedure, publicProcedure } from './procedures.ts';

export const accountsRouter = router({
  /** The signed-in account with its token balance, or null for a visitor. */
  me: publicProcedure.query(({ ctx }) => (ctx.user ? ctx.services.accounts.getAccount(ctx.user.id) : null)),
  updateProfile: authedProcedure
    .input(updateProfileSchema)
    .mutation(({ ctx, input }) => ctx.services.accounts.updateProfile(ctx.user.id, input)),
});
