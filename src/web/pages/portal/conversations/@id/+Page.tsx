import { useCallback } from 'react';
import { useData } from 'vike-react/useData';
import { ReaderTimeZoneContext } from '#web/components/dates/reader-dates.ts';
import { ConversationThread } from '#web/components/portal/ConversationThread.tsx';
import { callMutation } from '#web/lib/procedure-calls.ts';
import { useRecordView } from '#web/lib/use-record-view.ts';
import type { Data } from './+data.ts';

export default function Page() {
  const { thread, timeZone, openOnView } = useData<Data>();
  useRecordView(
    openOnView,
    useCallback(
      () => callMutation('conversations.open', { id: thread.conversation.id }),
      [thread.conversation.id],
    ),
  );
  return (
    <ReaderTimeZoneContext.Provider value={timeZone}>
      <ConversationThread thread={thread} />
    </ReaderTimeZoneContext.Provider>
  );
}
