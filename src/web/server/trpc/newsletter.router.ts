import { newsletterTokenSchema, subscribeSchema } from '#application/newsletter/schemas.ts';
import { subscribe } from '#application/newsletter/subscribe.ts';
import { unsubscribePreview } from '#application/newsletter/unsubscribe-preview.ts';
import { router } from './init.ts';
import { publicProcedure } from './procedures.ts';

export const newsletterRouter = router({
  subscribe: publicProcedure
    .input(subscribeSchema)
    .mutation(({ ctx, input }) =>
      subscribe(ctx.services.newsletter, input, ctx.request.ip, ctx.request.language),
    ),
  /** Who an unsubscribe link is for (masked), for the page that asks for the one click. */
  unsubscribePreview: publicProcedure
    .input(newsletterTokenSchema)
    .query(({ ctx, input }) => unsubscribePreview(ctx.services.newsletter, input.token)),
});
