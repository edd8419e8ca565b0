import { useCallback, useRef, useState } from 'react';
import { navigate } from 'vike/client/router';
import { useData } from 'vike-react/useData';
import { RecentPosts } from '../../components/blog/RecentPosts.tsx';
import { Hero } from '../../components/home/Hero.tsx';
import { MixMarshallModal } from '../../components/home/MixMarshallModal.tsx';
import { MusicModal } from '../../components/home/MusicModal.tsx';
import { TagMyThingModal } from '../../components/home/TagMyThingModal.tsx';
import { useHomeHash } from '../../components/home/useHomeHash.ts';
import { useReveal } from '../../components/home/useReveal.ts';
import { VenturesGrid } from '../../components/home/VenturesGrid.tsx';
import type { HomeModal } from '../../components/home/ventures.ts';
import type { Data } from './+data.ts';

export default function Page() {
  const { recentPosts } = useData<Data>();
  const main = useRef<HTMLElement>(null);
  const [modal, setModal] = useState<HomeModal | null>(null);
  const [musicTarget, setMusicTarget] = useState<string | null>(null);
  useReveal(main);

  const openMusicAt = useCallback((id: string) => {
    setMusicTarget(id);
    setModal('music');
  }, []);
  useHomeHash(openMusicAt);

  const open = useCallback((next: HomeModal) => {
    setMusicTarget(null);
    setModal(next);
  }, []);

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
  }, []);

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
      <TagMyThingModal open={modal === 'tagMyThing'} onClose={close} onGoHome={goHome} />
      <MusicModal open={modal === 'music'} onClose={close} target={musicTarget} />
      <MixMarshallModal open={modal === 'mixMarshall'} onClose={close} />
    </main>
  );
}
