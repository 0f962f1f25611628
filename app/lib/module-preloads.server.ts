const MODULE_PRELOAD = Buffer.from('<link rel="modulepreload"');
const LOW_PRIORITY_MODULE_PRELOAD = Buffer.from('<link rel="modulepreload" fetchpriority="low"');

/**
 * `chunk` with React Router's module preloads asked for at low priority, so that on a slow
 * connection the page's stylesheet, text and images arrive before its scripts (which do not block
 * painting): decision 036. The tail of `chunk` that may begin a preload cut in two by the stream
 * is held back as `carry`, to be put before the next chunk.
 */
export function lowerModulePreloads(chunk: Buffer): { out: Buffer; carry: Buffer } {
  const parts: Buffer[] = [];
  let from = 0;
  for (
    let at = chunk.indexOf(MODULE_PRELOAD);
    at !== -1;
    at = chunk.indexOf(MODULE_PRELOAD, from)
  ) {
    parts.push(chunk.subarray(from, at), LOW_PRIORITY_MODULE_PRELOAD);
    from = at + MODULE_PRELOAD.length;
  }
  let keep = Math.min(MODULE_PRELOAD.length - 1, chunk.length - from);
  while (
    keep > 0 &&
    !chunk.subarray(chunk.length - keep).equals(MODULE_PRELOAD.subarray(0, keep))
  ) {
    keep--;
  }
  parts.push(chunk.subarray(from, chunk.length - keep));
  return { out: Buffer.concat(parts), carry: chunk.subarray(chunk.length - keep) };
}
