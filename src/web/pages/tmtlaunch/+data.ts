export type Data = Awaited<ReturnType<typeof data>>;

/** The server's clock at render time: the countdown's first frame, identical in HTML and hydration. */
export async function data() {
  return { renderedAt: Date.now() };
}
