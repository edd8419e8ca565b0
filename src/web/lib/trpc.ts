import { createTRPCClient, httpBatchLink, httpLink, splitLink } from '@trpc/client';
import { createTRPCContext } from '@trpc/tanstack-react-query';
import { PAGE_LANGUAGE_HEADER } from '../i18n/languages.ts';
import type { AppRouter } from '../server/trpc/app.router.ts';
import { SUBMISSION_KEY_HEADER, type Submission } from './submission-key.ts';
import { TRPC_MAX_BATCH } from './trpc-limits.ts';

export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();

/** The page's language (its `<html lang>`), for what the server writes back: e-mails above all. */
const pageLanguage = () => ({ [PAGE_LANGUAGE_HEADER]: document.documentElement.lang });

/** A call's options that send it under a form's submission key (`lib/submission-key.ts`). */
export const underSubmission = (submission: Submission) => ({ context: { submissionKey: submission.key } });

export function createBrowserTrpcClient() {
  return createTRPCClient<AppRouter>({
    links: [
      splitLink({
        // A form's submission goes alone, with its key: a batch has one set of headers.
        condition: (op) => typeof op.context.submissionKey === 'string',
        true: httpLink({
          url: '/trpc',
          headers: ({ op }) => ({
            ...pageLanguage(),
            [SUBMISSION_KEY_HEADER]: String(op.context.submissionKey),
          }),
        }),
        false: httpBatchLink({ url: '/trpc', maxItems: TRPC_MAX_BATCH, headers: pageLanguage }),
      }),
    ],
  });
}
