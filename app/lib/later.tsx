import {
  createContext,
  lazy,
  memo,
  Suspense,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentType,
} from "react";

// A part of a page whose code is not among the page's first scripts (decision 036): the server
// renders it with the page as usual; in the browser its module is fetched when the page hydrates
// it, and until it arrives React keeps the server's HTML in place (a Suspense boundary waiting to
// hydrate), so nothing moves. Meant for parts below the fold or used on demand (a sign-up form, a
// picker): the rest of the page is interactive without waiting for them, and their forms work
// without scripts meanwhile, as they do on a page read without JavaScript. If the page changes
// before the code has arrived (a search from the header, which gives the part new data and the
// router's new state), React can no longer hydrate the server's HTML and draws the boundary's
// fallback instead: that fallback is a copy of the server's HTML, so the part stays as it was
// until its code draws it anew.

// On the server, each later part's loader, and the loads started so far (in the same order).
const serverLoaders: (() => Promise<unknown>)[] = [];
const serverLoads: Promise<unknown>[] = [];

/**
 * Resolves once the server has loaded every later part's code, so a page renders them at once:
 * those a later part's own module declares too (the home page's sections hold the compare
 * picker), which join the list as that module loads. The loads start at the first page's render,
 * not as each part is declared: a module declaring one may be evaluated inside an import cycle,
 * where the module it imports is not yet ready.
 */
export async function laterPartsLoaded() {
  while (serverLoads.length < serverLoaders.length) {
    for (const load of serverLoaders.slice(serverLoads.length)) serverLoads.push(load());
    await Promise.all(serverLoads);
  }
  await Promise.all(serverLoads);
}

/** The attribute a part's wrapper carries from the moment its own code has hydrated it. */
export const LATER_PART_READY = "data-ready";

/**
 * Wraps a component loaded by `load` (a dynamic `import()` of its module) as a later part, in a
 * `<div data-later-part>`. While the part waits for its code, a change of its props or of what it
 * reads from the router makes React give up hydrating it: the still copy stands in until the code
 * has come and draws the part anew.
 */
export function later<P extends object>(load: () => Promise<ComponentType<P>>) {
  let Loaded: ComponentType<P> | undefined;
  if (import.meta.env.SSR) {
    serverLoaders.push(() =>
      load().then((component) => {
        Loaded = component;
      }),
    );
  }
  // Code that cannot be fetched (the visitor went offline) leaves the server's HTML as it is.
  const Lazy = lazyOr(load, KeptAsSent);

  function LaterPart(props: P) {
    const wrapper = useRef<HTMLDivElement>(null);
    const id = useId();
    const Part = Loaded ?? Lazy;
    return (
      <div ref={wrapper} data-later-part={id}>
        <PartId value={id}>
          <Suspense fallback={<ServerCopy part={id} />}>
            <Part {...props} />
            <Ready onReady={() => wrapper.current?.setAttribute(LATER_PART_READY, "")} />
          </Suspense>
        </PartId>
      </div>
    );
  }
  return memo(LaterPart);
}

/**
 * React's `lazy` for code fetched after the page's first scripts. If the code cannot be fetched
 * (the visitor went offline), it renders `Missing` instead of failing the whole page, until the
 * page is loaded again.
 */
export function lazyOr<P extends object>(
  load: () => Promise<ComponentType<P>>,
  Missing: ComponentType<P>,
) {
  return lazy(() =>
    load().then(
      (component) => ({ default: component }),
      () => ({ default: Missing }),
    ),
  );
}

/** The id of the later part a component is drawn in. */
const PartId = createContext("");

/** A later part whose code could not be fetched: the server's HTML, kept. */
function KeptAsSent() {
  return <ServerCopy part={useContext(PartId)} />;
}

/**
 * The part as the server drew it, taken from the page while React renders the fallback (the
 * server's elements are removed only when that render is committed); nothing on a part first
 * drawn in the browser. A still copy: its links and forms work as they do without scripts.
 */
function ServerCopy({ part }: { part: string }) {
  const [html] = useState(() =>
    typeof document === "undefined"
      ? ""
      : (document.querySelector(`[data-later-part="${CSS.escape(part)}"]`)?.innerHTML ?? ""),
  );
  return <div className="contents" dangerouslySetInnerHTML={{ __html: html }} />;
}

/** Renders nothing; tells its wrapper once the boundary around it has hydrated. */
function Ready({ onReady }: { onReady: () => void }) {
  useEffect(onReady, [onReady]);
  return null;
}
