import { z } from 'zod';

/** `/test-blog-api`: the key the visitor may paste; blank means "send the request without a key". */
export const tryBlogApiSchema = z.object({
  apiKey: z
    .string()
    .trim()
    .max(200, 'API key must be at most 200 characters')
    // Sent as a header: a key with other characters cannot exist, and could not be sent.
    .regex(/^[\x21-\x7E]*$/, 'Invalid API key')
    .optional()
    .transform((key) => (key === '' ? undefined : key)),
});
export type TryBlogApiInput = z.output<typeof tryBlogApiSchema>;
