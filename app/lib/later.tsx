import { lazy, memo, Suspense, useEffect, useRef, type ComponentType } from "react";

// A part of a page whose code is not among the page's first scripts (decision 036): the server
// renders it with the page as usual; in the browser its module is fetched when the page hydrates
// it, and until it arrives React keeps the server's HTML in place (a Suspense boundary waiting to
// hydrate), so nothing moves. Meant for parts below the fold or used on demand (a sign-up form, a
// picker): the rest of the page is interactive without waiting for them, and their forms work
// without scripts meanwhile, as they do on a page read without JavaScript.

const loadingOnServer: Promise<unknown>[] = [];

/** Resolves once the server has loaded every later part's code, so a page renders them at once. */
export function laterPartsLoaded() {
  return Promise.all(loadingOnServer);
}

/** The attribute a part's wrapper carries from the moment its own code has hydrated it. */
export const LATER_PART_READY = "data-ready";

/**
 * Wraps a component loaded by `load` (a dynamic `import()` of its module) as a later part, in a
 * `<div data-later-part>`. Its props should be plain values: while the part waits for its code,
 * a change of props makes React drop the server's HTML and render it anew.
 */
export function later<P extends object>(load: () => Promise<ComponentType<P>>) {
  let Loaded: ComponentType<P> | undefined;
  if (import.meta.env.SSR) {
    loadingOnServer.push(
      load().then((component) => {
        Loaded = component;
      }),
    );
  }
  const Lazy = lazy(() => load().then((component) => ({ default: component })));

  function LaterPart(props: P) {
    const wrapper = useRef<HTMLDivElement>(null);
    const Part = Loaded ?? Lazy;
    return (
      <div ref={wrapper} data-later-part="">
        <Suspense fallback={null}>
          <Part {...props} />
          <Ready onReady={() => wrapper.current?.setAttribute(LATER_PART_READY, "")} />
        </Suspense>
      </div>
    );
  }
  return memo(LaterPart);
}

/** Renders nothing; tells its wrapper once the boundary around it has hydrated. */
function Ready({ onReady }: { onReady: () => void }) {
  useEffect(onReady, [onReady]);
  return null;
}
