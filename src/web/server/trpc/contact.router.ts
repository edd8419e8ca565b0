import { contactMessageSchema } from '#application/contact/schemas.ts';
import { router } from './init.ts';
import { publicProcedure } from './procedures.ts';

export const contactRouter = router({
  send: publicProcedure
    .input(contactMessageSchema)
    .mutation(({ ctx, input }) =>
      ctx.services.contact.send(input, { ip: ctx.clientIp, userAgent: ctx.engagement.userAgent }),
    ),
});
