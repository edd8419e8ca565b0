import { useCallback } from 'react';
import { useData } from 'vike-react/useData';
import { ReaderTimeZoneContext } from '#web/components/dates/reader-dates.ts';
import { ProposalReview } from '#web/components/proposals/ProposalReview.tsx';
import { callMutation } from '#web/lib/procedure-calls.ts';
import { useRecordView } from '#web/lib/use-record-view.ts';
import type { Data } from './+data.ts';

export default function Page() {
  const { proposal, instructions, changes, timeZone, openOnView } = useData<Data>();
  useRecordView(
    openOnView,
    useCallback(() => callMutation('proposals.open', { id: proposal.id }), [proposal.id]),
  );
  return (
    <ReaderTimeZoneContext.Provider value={timeZone}>
      <ProposalReview proposal={proposal} instructions={instructions} changes={changes} />
    </ReaderTimeZoneContext.Provider>
  );
}
