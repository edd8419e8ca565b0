import { contactMessageSchema } from '#application/contact/schemas.ts';
import { sendContactMessage } from '#application/contact/send-contact-message.ts';
import { router } from './init.ts';
import { publicProcedure } from './procedures.ts';

export const contactRouter = router({
  send: publicProcedure
    .input(contactMessageSchema)
    .mutation(({ ctx, input }) => sendContactMessage(ctx.services.contact, input, ctx.request)),
});
