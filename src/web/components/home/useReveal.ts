import { type RefObject, useEffect } from 'react';

/** Spec: reveal animations trigger once, at 20% visibility, over 0.6 s. */
export const REVEAL_THRESHOLD = 0.2;
/** Applied only by JavaScript, only to what is out of view at that moment: the HTML never hides anything. */
const HIDDEN = ['opacity-0', 'translate-y-6'];
const ANIMATED = ['transition', 'duration-600', 'ease-out', 'motion-reduce:transition-none'];

/**
 * Fades in each `[data-reveal]` element inside `root` the first time a fifth of it scrolls into view.
 * Elements already in view when the page becomes interactive are left alone (no flash), and nothing
 * moves at all for readers who prefer reduced motion.
 */
export function useReveal(root: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const container = root.current;
    if (!container || typeof IntersectionObserver === 'undefined') return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const seen = new WeakSet<Element>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const element = entry.target as HTMLElement;
          const visible = entry.isIntersecting && entry.intersectionRatio >= REVEAL_THRESHOLD;
          if (!seen.has(element)) {
            // The first report says where the element is now.
            seen.add(element);
            if (visible) {
              observer.unobserve(element);
            } else {
              // No transition yet: it would fade the element out before fading it back in.
              element.classList.add(...HIDDEN);
              element.dataset.revealState = 'waiting';
            }
            continue;
          }
          if (!visible) continue;
          element.classList.add(...ANIMATED);
          element.classList.remove(...HIDDEN);
          element.dataset.revealState = 'shown';
          observer.unobserve(element);
        }
      },
      { threshold: REVEAL_THRESHOLD },
    );
    for (const element of container.querySelectorAll('[data-reveal]')) observer.observe(element);
    return () => observer.disconnect();
  }, [root]);
}
