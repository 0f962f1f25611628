import { HELD_PRELOAD, HELD_SCRIPT } from "~/lib/after-paint";

/**
 * What the server changes in a page as it streams it (decision 036): React Router's module
 * preloads become inert links and its module script a data block, both marked so that the page's
 * own starter (`~/lib/after-paint`) puts them back once the page has been painted.
 */
const REWRITES: [from: Buffer, to: Buffer][] = [
  [
    Buffer.from('<link rel="modulepreload"'),
    Buffer.from(`<link ${HELD_PRELOAD}="" fetchpriority="low"`),
  ],
  [Buffer.from(' type="module" async="">'), Buffer.from(` type="text/plain" ${HELD_SCRIPT}="">`)],
];

/** The longest tail of `chunk` that could begin one of the rewritten tags. */
function openTail(chunk: Buffer, from: number) {
  let longest = 0;
  for (const [tag] of REWRITES) {
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
 * `chunk` with React Router's scripts held until the first paint. The tail of `chunk` that may
 * begin a tag cut in two by the stream is held back as `carry`, to be put before the next chunk.
 */
export function holdScriptsUntilPainted(chunk: Buffer): { out: Buffer; carry: Buffer } {
  const parts: Buffer[] = [];
  let from = 0;
  for (;;) {
    let at = -1;
    let rewrite: (typeof REWRITES)[number] | undefined;
    for (const candidate of REWRITES) {
      const found = chunk.indexOf(candidate[0], from);
      if (found !== -1 && (at === -1 || found < at)) [at, rewrite] = [found, candidate];
    }
    if (!rewrite) break;
    parts.push(chunk.subarray(from, at), rewrite[1]);
    from = at + rewrite[0].length;
  }
  const keep = openTail(chunk, from);
  parts.push(chunk.subarray(from, chunk.length - keep));
  return { out: Buffer.concat(parts), carry: chunk.subarray(chunk.length - keep) };
}
