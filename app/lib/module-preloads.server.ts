import type { EntryContext } from "react-router";
import { HELD_SCRIPT } from "~/lib/after-paint";

// What the server changes in a page as it streams it (decision 036): React Router's module
// preloads are left out and its module script becomes a data block, marked so that the page's
// own starter (`~/lib/after-paint`) runs it once the page has been painted. The script then
// begins with an import of every module the preloads named, so the browser fetches them all at
// once, as the preloads would have, without an element made for each.

const PRELOAD = Buffer.from('<link rel="modulepreload"');
const MODULE_SCRIPT = Buffer.from(' type="module" async="">');

/** A built module's address, safe to write inside a script's string. */
const ASSET = /^\/[\w./-]+\.js$/;

/**
 * The start of a page's held module script: an import of each module its preloads name but the
 * entry (which the script imports last, once the route modules are in place): the entry's
 * imports, and each matched route's module and imports, as React Router lists its preloads.
 */
export function heldScriptStart({ manifest, staticHandlerContext }: EntryContext): Buffer {
  const modules = new Set(manifest.entry.imports);
  for (const match of staticHandlerContext.matches) {
    const route = manifest.routes[match.route.id];
    if (!route) continue;
    modules.add(route.module);
    for (const module of route.imports ?? []) modules.add(module);
  }
  modules.delete(manifest.entry.module);
  const imports = [...modules].filter((module) => ASSET.test(module));
  return Buffer.from(
    ` type="text/plain" ${HELD_SCRIPT}="">${imports.map((module) => `import "${module}";`).join("")}`,
  );
}

/** The longest tail of `chunk` after `from` that could begin one of the tags changed. */
function openTail(chunk: Buffer, from: number) {
  let longest = 0;
  for (const tag of [PRELOAD, MODULE_SCRIPT]) {
    for (let keep = Math.min(tag.length - 1, chunk.length - from); keep > longest; keep--) {
      if (chunk.subarray(chunk.length - keep).equals(tag.subarray(0, keep))) {
        longest = keep;
        break;
      }
    }
  }
  return longest;
}

/**
 * `chunk` with React Router's module preloads left out and its module script held until the
 * first paint, beginning with `scriptStart` (`heldScriptStart`). What may be a tag cut in two by
 * the stream (the start of one, or a preload without its end) is held back as `carry`, to be put
 * before the next chunk.
 */
export function holdScriptsUntilPainted(
  chunk: Buffer,
  scriptStart: Buffer,
): { out: Buffer; carry: Buffer } {
  const parts: Buffer[] = [];
  let from = 0;
  for (;;) {
    const preload = chunk.indexOf(PRELOAD, from);
    const script = chunk.indexOf(MODULE_SCRIPT, from);
    if (preload === -1 && script === -1) break;
    if (preload !== -1 && (script === -1 || preload < script)) {
      parts.push(chunk.subarray(from, preload));
      // Its attributes (an address and a nonce) hold no ">".
      const end = chunk.indexOf(">", preload + PRELOAD.length);
      if (end === -1) return { out: Buffer.concat(parts), carry: chunk.subarray(preload) };
      from = end + 1;
    } else {
      parts.push(chunk.subarray(from, script), scriptStart);
      from = script + MODULE_SCRIPT.length;
    }
  }
  const keep = openTail(chunk, from);
  parts.push(chunk.subarray(from, chunk.length - keep));
  return { out: Buffer.concat(parts), carry: chunk.subarray(chunk.length - keep) };
}
