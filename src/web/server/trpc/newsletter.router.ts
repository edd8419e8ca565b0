import { newsletterTokenSchema, subscribeSchema } from '#application/newsletter/schemas.ts';
import { router } from './init.ts';
import { publicProcedure } from './procedures.ts';

export const newsletterRouter = router({
  subscribe: publicProcedure
    .input(subscribeSchema)
    .mutation(({ ctx, input }) => ctx.services.newsletter.subscribe(input, ctx.clientIp)),
  /** Who an unsubscribe link is for (masked), for the page that asks for the one click. */
  unsubscribePreview: publicProcedure
    .input(newsletterTokenSchema)
    .query(({ ctx, input }) => ctx.services.newsletter.unsubscribePreview(input.token)),
});
