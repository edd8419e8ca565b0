import { useEffect, useRef } from 'react';

/**
 * Records, once the page is in front of the reader, what opening it means (`record`: a proposal's
 * review started, a conversation's messages read), when its GET could not (`arrivedFromThisSite`).
 * A failure is left for the next view to record.
 */
export function useRecordView(needed: boolean, record: () => Promise<unknown>): void {
  const recorded = useRef(false);
  useEffect(() => {
    if (!needed || recorded.current) return;
    recorded.current = true;
    record().catch(() => {});
  }, [needed, record]);
}
