import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

// The JavaScript a page makes a browser download before it is interactive, computed from the
// production build alone (no server, no timing): React Router's client manifest names, for each
// route, its module and the chunks it imports; a page loads the entry and every route from the
// root down to its own. (With lazy route discovery the page carries the part of the manifest it
// needs inline, and never loads the manifest's file.) `npm run bench` reports these figures and
// `npm run check:js` holds each page to its budget.

type ManifestRoute = { id: string; parentId?: string; module: string; imports?: string[] };
type ClientManifest = {
  entry: { module: string; imports: string[] };
  routes: Record<string, ManifestRoute>;
};

export type FirstLoad = { route: string; files: number; raw: number; gzip: number };

const ASSETS = "build/client/assets";

/** The client manifest of the build in `root`. */
function readManifest(root: string): ClientManifest {
  const dir = path.join(root, ASSETS);
  const file = readdirSync(dir).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!file) throw new Error(`No client manifest in ${dir}: run npm run build first.`);
  const text = readFileSync(path.join(dir, file), "utf8");
  const json = text.slice(text.indexOf("{"), text.lastIndexOf("}") + 1);
  return JSON.parse(json) as ClientManifest;
}

/** The route ids of a page, from the root down to `id`. */
function chainOf(routes: ClientManifest["routes"], id: string): ManifestRoute[] {
  const chain: ManifestRoute[] = [];
  for (let route = routes[id]; route; route = route.parentId ? routes[route.parentId] : undefined) {
    chain.unshift(route);
  }
  return chain;
}

/** First-load JavaScript of every route that renders a page, largest first. */
export function firstLoadByRoute(root = "."): FirstLoad[] {
  const manifest = readManifest(root);
  const sizes = new Map<string, { raw: number; gzip: number }>();
  const sizeOf = (url: string) => {
    let size = sizes.get(url);
    if (!size) {
      const body = readFileSync(path.join(root, "build/client", url));
      size = { raw: body.length, gzip: gzipSync(body, { level: 9 }).length };
      sizes.set(url, size);
    }
    return size;
  };
  const pages = Object.values(manifest.routes).filter(
    (route) => (route as { hasDefaultExport?: boolean }).hasDefaultExport,
  );
  return pages
    .map((page) => {
      const files = new Set([manifest.entry.module, ...manifest.entry.imports]);
      for (const route of chainOf(manifest.routes, page.id)) {
        files.add(route.module);
        for (const url of route.imports ?? []) files.add(url);
      }
      let raw = 0;
      let gzip = 0;
      for (const url of files) {
        const size = sizeOf(url);
        raw += size.raw;
        gzip += size.gzip;
      }
      return { route: page.id, files: files.size, raw, gzip };
    })
    .sort((a, b) => b.gzip - a.gzip);
}
