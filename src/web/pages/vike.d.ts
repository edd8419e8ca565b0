import type { Viewer } from '#application/accounts/schemas.ts';
import type { Language } from '../i18n/languages.ts';
import type { PageTextFiles, PageTexts } from '../i18n/page-texts.ts';
import type { FormSubmission } from '../lib/form-submission.ts';
import type { ServerCaller } from '../server/trpc/app.router.ts';

declare global {
  namespace Vike {
    interface Config {
      /** `import.meta.glob` of the page-text files this page (or every page, at the root) needs. */
      pageTexts?: PageTextFiles;
    }
    interface ConfigResolved {
      pageTexts?: PageTextFiles[];
    }
    interface PageContextServer {
      /** The tRPC router called in-process, with this request's user and services. */
      trpc: ServerCaller;
    }
    interface PageContext {
      /** Who is signed in (null for a visitor); passed to the browser for the header and guards. */
      user: Viewer | null;
      /** The reader's language: cookie, then Accept-Language, then en. */
      lang: Language;
      contactEmail: string;
      /** The site's public address (BASE_URL), for canonical, share and social links. */
      siteUrl: string;
      /** Also in the server's log lines for this request, so an error id can be traced. */
      requestId: string;
      /** The page's texts in the reader's language (set by +onBeforeRender). */
      texts?: PageTexts;
      /** A form posted without JavaScript and refused: shown again with its values and messages. */
      formSubmission: FormSubmission | null;
      /** Staff only: the clients' unread messages, for the header's 'Messages (3)' (set by +onBeforeRender). */
      staffUnread?: number;
      /** The dates the server wrote into the page, by what and how (`components/dates/written-dates.ts`). */
      writtenDates?: Record<string, string>;
    }
  }
}
