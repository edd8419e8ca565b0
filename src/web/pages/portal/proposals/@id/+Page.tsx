import { useData } from 'vike-react/useData';
import { ReaderTimeZoneContext } from '../../../../components/dates/reader-dates.ts';
import { ProposalReview } from '../../../../components/proposals/ProposalReview.tsx';
import type { Data } from './+data.ts';

export default function Page() {
  const { proposal, instructions, changes, timeZone } = useData<Data>();
  return (
    <ReaderTimeZoneContext.Provider value={timeZone}>
      <ProposalReview proposal={proposal} instructions={instructions} changes={changes} />
    </ReaderTimeZoneContext.Provider>
  );
}
