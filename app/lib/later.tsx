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

const loadingOnServer: Promise<unknown>[] = [];

/**
 * Resolves once the server has loaded every later part's code, so a page renders them at once:
 * those a later part's own module declares too (the home page's sections hold the compare
 * picker), which join the list as that module loads.
 */
export async function laterPartsLoaded() {
  let count: number;
  do {
    count = loadingOnServer.length;
    await Promise.all(loadingOnServer);
  } while (loadingOnServer.length !== count);
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
