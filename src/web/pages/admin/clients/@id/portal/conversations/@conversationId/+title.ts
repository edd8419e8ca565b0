import type { PageContext } from 'vike/types';
import { translatedWithSiteName } from '#web/i18n/page-title.ts';
import { conversationTitleIn } from '#web/lib/stored-texts.ts';
import type { Data } from './+data.ts';

export default (pageContext: PageContext<Data>) =>
  translatedWithSiteName(pageContext, (t) =>
    conversationTitleIn(t, pageContext.data.thread.conversation.title),
  );
