import { useData } from 'vike-react/useData';
import { ReaderTimeZoneContext } from '../../../../components/dates/reader-dates.ts';
import { ConversationThread } from '../../../../components/portal/ConversationThread.tsx';
import type { Data } from './+data.ts';

export default function Page() {
  const { thread, timeZone } = useData<Data>();
  return (
    <ReaderTimeZoneContext.Provider value={timeZone}>
      <ConversationThread thread={thread} />
    </ReaderTimeZoneContext.Provider>
  );
}
