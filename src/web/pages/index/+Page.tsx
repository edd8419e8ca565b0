import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { navigate } from 'vike/client/router';
import { useData } from 'vike-react/useData';
import { RecentPosts } from '../../components/blog/RecentPosts.tsx';
import { Hero } from '../../components/home/Hero.tsx';
import { useHomeHash } from '../../components/home/useHomeHash.ts';
import { useReveal } from '../../components/home/useReveal.ts';
import { VenturesGrid } from '../../components/home/VenturesGrid.tsx';
import type { HomeModal } from '../../components/home/ventures.ts';
import type { Data } from './+data.ts';

// The ventures' modals open on a click (or a music item's address): their code loads then.
const TagMyThingModal = lazy(() =>
  import('../../components/home/TagMyThingModal.tsx').then((module) => ({ default: module.TagMyThingModal })),
);
const MusicModal = lazy(() =>
  import('../../components/home/MusicModal.tsx').then((module) => ({ default: module.MusicModal })),
);
const MixMarshallModal = lazy(() =>
  import('../../components/home/MixMarshallModal.tsx').then((module) => ({
    default: module.MixMarshallModal,
  })),
);

export default function Page() {
  const { recentPosts } = useData<Data>();
  const main = useRef<HTMLElement>(null);
  const [modal, showModal] = useState<HomeModal | null>(null);
  // A modal stays mounted once opened, so closing it again is the dialog's own (focus, animation).
  const [opened, setOpened] = useState<ReadonlySet<HomeModal>>(() => new Set());
  const setModal = useCallback((next: HomeModal | null) => {
    if (next) setOpened((before) => (before.has(next) ? before : new Set(before).add(next)));
    showModal(next);
  }, []);
  const [musicTarget, setMusicTarget] = useState<string | null>(null);
  useReveal(main);

  const openMusicAt = useCallback(
    (id: string) => {
      setMusicTarget(id);
      setModal('music');
    },
    [setModal],
  );
  useHomeHash(openMusicAt);

  const open = useCallback(
    (next: HomeModal) => {
      setMusicTarget(null);
      setModal(next);
    },
    [setModal],
  );

  const close = useCallback(() => {
    setModal(null);
    // A music item's anchor opened the modal: drop it, so following it again opens the modal again.
    if (window.location.hash) {
      window.history.replaceState(
        window.history.state,
        '',
        window.location.pathname + window.location.search,
      );
    }
  }, [setModal]);

  const goHome = useCallback(() => {
    close();
    if (window.location.pathname !== '/' || window.location.search) void navigate('/');
    else window.scrollTo({ top: 0 });
  }, [close]);

  return (
    <main ref={main}>
      <Hero />
      <VenturesGrid onOpen={open} />
      {recentPosts.length > 0 && (
        <div data-reveal className="mx-auto max-w-6xl px-4 pb-8 sm:px-6">
          <RecentPosts posts={recentPosts} />
        </div>
      )}
      <Suspense fallback={null}>
        {opened.has('tagMyThing') && (
          <TagMyThingModal open={modal === 'tagMyThing'} onClose={close} onGoHome={goHome} />
        )}
        {opened.has('music') && <MusicModal open={modal === 'music'} onClose={close} target={musicTarget} />}
        {opened.has('mixMarshall') && <MixMarshallModal open={modal === 'mixMarshall'} onClose={close} />}
      </Suspense>
    </main>
  );
}
