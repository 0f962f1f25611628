import { createContext, memo, useContext } from "react";
import {
  createContext as createRouterContext,
  type ClientLoaderFunctionArgs,
  type RouterContext,
  type RouterContextProvider,
} from "react-router";

// A part of a page that never changes in the browser (decision 042): its route's loader draws it
// as HTML and puts that in the request's context, the server writes it into the page, and the
// browser keeps it as it is: React hydrates the element holding it but never its contents. A long
// page of plain HTML (the API reference) then costs a phone no script time for that part, and its
// data is not sent a second time inside the page for hydration. The part must work as plain HTML
// (links, anchors), which is how it reads without JavaScript too.

/** The request's context, while the server renders a page (null in the browser). */
export const RenderContext = createContext<Readonly<RouterContextProvider> | null>(null);

/**
 * A part the server draws from the HTML its route's loader sets under `key` (trusted markup: the
 * loader draws it with React's `renderToStaticMarkup`), kept in the browser as the server sent
 * it. The part takes no props, so the page never draws it again; its route must be loaded as a
 * document, with `loadAsDocument` as its client loader.
 */
export function serverDrawn() {
  // Made in the server's build alone: nothing in the browser reads it.
  const key = (import.meta.env.SSR ? createRouterContext<string>() : null) as RouterContext<string>;
  function ServerDrawn() {
    const context = useContext(RenderContext);
    // In the browser the HTML is left as the server wrote it: React hydrates this element without
    // comparing or writing its contents, as it does for the page's inline scripts (root.tsx).
    return (
      <div
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: context ? context.get(key) : "" }}
      />
    );
  }
  return { key, Part: memo(ServerDrawn) };
}

/**
 * The client loader of a route with a server-drawn part: a visit from another page loads it as a
 * document, as the browser has no server HTML to keep otherwise (the visit stays pending, its
 * progress shown, until the browser leaves the page). Such a route's data never changes in the
 * browser, so its `shouldRevalidate` is false too.
 */
export function loadAsDocument({ request }: ClientLoaderFunctionArgs) {
  window.location.assign(request.url);
  return new Promise<never>(() => {});
}
