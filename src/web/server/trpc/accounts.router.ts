import { getAccount } from '#application/accounts/get-account.ts';
import { setPasswordSchema, updateProfileSchema } from '#application/accounts/schemas.ts';
import { setPassword } from '#application/accounts/set-password.ts';
import { updateProfile } from '#application/accounts/update-profile.ts';
import { router } from './init.ts';
import { authedProcedure, publicProcedure } from './procedures.ts';

export const accountsRouter = router({
  /** The signed-in account with its token balance, or null for a visitor. */
  me: publicProcedure.query(({ ctx }) =>
    ctx.viewer ? getAccount(ctx.services.accounts, ctx.viewer.id) : null,
  ),
  updateProfile: authedProcedure
    .input(updateProfileSchema)
    .mutation(({ ctx, input }) => updateProfile(ctx.services.accounts, ctx.viewer.id, input)),
  setPassword: authedProcedure
    .input(setPasswordSchema)
    .mutation(({ ctx, input }) =>
      setPassword(ctx.services.accounts, ctx.viewer.id, input, ctx.request.sessionId),
    ),
});
