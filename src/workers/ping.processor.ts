/** Answers the queue check's ping at once: that a worker ran it is the whole answer. */
export async function processPing(): Promise<{ answeredAt: string }> {
  return { answeredAt: new Date().toISOString() };
}
