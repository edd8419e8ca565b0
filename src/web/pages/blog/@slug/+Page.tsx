import { island } from '#web/components/island/island.tsx';

/*
 * The whole page is server HTML the reader can read and follow before any script runs: it hydrates
 * as an island when the browser is idle, so a post's first load carries none of its code.
 */
const Rendered = import.meta.env.SSR ? await import('#web/components/blog/PostPage.tsx') : null;
const PostPage = island(Rendered?.PostPage ?? null, () =>
  import('#web/components/blog/PostPage.tsx').then((module) => module.PostPage),
);

export default function Page() {
  return <PostPage />;
}
