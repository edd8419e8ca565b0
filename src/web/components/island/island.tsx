import {
  type ComponentType,
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useLayoutEffect,
  useRef,
} from 'react';
import { adoptTextTypedBeforeHydration } from '../../lib/typed-before-hydration.ts';

/** After the page's first hydration, when the browser is idle; at once on a client navigation. */
function whenIdleAfterHydration(): Promise<void> {
  if (document.documentElement.dataset.hydrated === 'true') return Promise.resolve();
  return new Promise((resolve) => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(() => resolve(), { timeout: 2000 });
    else setTimeout(resolve, 200);
  });
}

/**
 * Called once the island has hydrated, before anything renders it again: keeps what was typed into its
 * fields before then, and marks its box hydrated, as `data-hydrated` marks the page (end-to-end tests
 * wait for it).
 */
const OnHydrated = createContext<() => void>(() => {});

function markedWhenHydrated<Props extends object>(Component: ComponentType<Props>): ComponentType<Props> {
  return function Hydrated(props: Props) {
    const onHydrated = useContext(OnHydrated);
    useLayoutEffect(onHydrated, [onHydrated]);
    return <Component {...props} />;
  };
}

/**
 * A part of a page the server renders in full and the browser hydrates later, on its own: its code is
 * not in the page's first download, and React keeps the server's HTML (links and forms work without
 * script) until the code has loaded when the browser is idle. `server` is the component itself, given
 * only in the server build (loaded there with `import.meta.env.SSR ? await import(…) : null`) so the
 * client's bundle does not carry it. Called once per island, at module level, as React's `lazy` is.
 */
export function island<Props extends object>(
  server: ComponentType<Props> | null,
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> {
  // Reached by a client navigation (the module loads with its page): fetch the code at once.
  if (!server && document.documentElement.dataset.hydrated === 'true') void load();
  const Component =
    server ??
    lazy(() =>
      whenIdleAfterHydration()
        .then(load)
        .then((component) => ({ default: markedWhenHydrated(component) })),
    );
  // biome-ignore lint/correctness/noComponentHookFactories: made once per island at module level, like lazy()
  return function Island(props: Props) {
    const box = useRef<HTMLDivElement>(null);
    const onHydrated = useCallback(() => {
      if (!box.current) return;
      box.current.dataset.island = 'hydrated';
      adoptTextTypedBeforeHydration(box.current);
    }, []);
    return (
      // A box without a box of its own (display: contents): the island's parts lay out as before.
      <div ref={box} data-island="" className="contents">
        <OnHydrated.Provider value={onHydrated}>
          <Suspense fallback={null}>
            <Component {...props} />
          </Suspense>
        </OnHydrated.Provider>
      </div>
    );
  };
}
