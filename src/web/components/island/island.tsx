import { type ComponentType, lazy, Suspense } from 'react';

/** After the page's first hydration, when the browser is idle; at once on a client navigation. */
function whenIdleAfterHydration(): Promise<void> {
  if (document.documentElement.dataset.hydrated === 'true') return Promise.resolve();
  return new Promise((resolve) => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(() => resolve(), { timeout: 2000 });
    else setTimeout(resolve, 200);
  });
}

/**
 * A part of a page the server renders in full and the browser hydrates later, on its own: its code is
 * not in the page's first download, and React keeps the server's HTML (links and forms work without
 * script) until the code has loaded when the browser is idle. `server` is the component itself, passed
 * only in the server build (`import.meta.env.SSR ? Component : null`) so the client's bundle drops it.
 */
export function island<Props extends object>(
  server: ComponentType<Props> | null,
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> {
  const Component =
    server ??
    lazy(() =>
      whenIdleAfterHydration()
        .then(load)
        .then((component) => ({ default: component })),
    );
  return function Island(props: Props) {
    return (
      <Suspense fallback={null}>
        <Component {...props} />
      </Suspense>
    );
  };
}
