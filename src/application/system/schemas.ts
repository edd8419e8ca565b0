import { z } from 'zod';

/** `/test-blog-api`: the key the visitor may paste; blank means "send the request without a key". */
export const tryBlogApiSchema = z.object({
  apiKey: z
    .string()
    .trim()
    .max(200, 'API key must be at most 200 characters')
    .optional()
    .transform((key) => (key === '' ? undefined : key)),
});
export type TryBlogApiInput = z.output<typeof tryBlogApiSchema>;
