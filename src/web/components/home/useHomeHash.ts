import { useEffect } from 'react';
import { MUSIC_ANCHORS } from './music-items.ts';

/** Spec: any other hash is scrolled to after 400 ms. */
export const HASH_SCROLL_DELAY_MS = 400;

/**
 * The home page's addresses with a hash: a music item's anchor opens the music modal at that item,
 * any other anchor is scrolled to. Handled when the page opens and whenever the hash changes.
 */
export function useHomeHash(openMusicAt: (id: string) => void) {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    function follow() {
      clearTimeout(timer);
      const id = decodeURIComponent(window.location.hash.slice(1));
      if (!id) return;
      if (MUSIC_ANCHORS.includes(id)) {
        openMusicAt(id);
        return;
      }
      timer = setTimeout(() => {
        const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
        document.getElementById(id)?.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto' });
      }, HASH_SCROLL_DELAY_MS);
    }
    follow();
    window.addEventListener('hashchange', follow);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('hashchange', follow);
    };
  }, [openMusicAt]);
}
