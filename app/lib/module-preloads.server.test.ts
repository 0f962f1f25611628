import { describe, expect, it } from "vitest";
import { lowerModulePreloads } from "./module-preloads.server";

const PAGE =
  '<head><link rel="stylesheet" href="/a.css"/></head><body><p>text</p>' +
  '<link rel="modulepreload" href="/assets/entry.js"/><link rel="modulepreload" href="/assets/root.js"/>' +
  '<script type="module">import("/assets/entry.js")</script></body>';
const LOWERED = PAGE.replaceAll(
  '<link rel="modulepreload"',
  '<link rel="modulepreload" fetchpriority="low"',
);

/** The page passed through in pieces cut at `cuts`, as the stream does it. */
function streamed(cuts: number[]) {
  const out: Buffer[] = [];
  let carry: Buffer = Buffer.alloc(0);
  let from = 0;
  for (const to of [...cuts, PAGE.length]) {
    const lowered = lowerModulePreloads(Buffer.concat([carry, Buffer.from(PAGE.slice(from, to))]));
    out.push(lowered.out);
    carry = lowered.carry;
    from = to;
  }
  out.push(carry);
  return Buffer.concat(out).toString();
}

describe("lowerModulePreloads", () => {
  it("asks for every module preload at low priority and leaves the rest alone", () => {
    expect(streamed([])).toBe(LOWERED);
  });

  it("finds a preload cut in two at any point by the stream", () => {
    const start = PAGE.indexOf('<link rel="modulepreload"');
    for (let cut = start; cut <= start + 26; cut++) {
      expect(streamed([cut])).toBe(LOWERED);
    }
    expect(streamed([start + 3, start + 10, start + 20])).toBe(LOWERED);
  });

  it("holds back nothing when the chunk cannot begin a preload", () => {
    const { out, carry } = lowerModulePreloads(Buffer.from("<p>plain</p>"));
    expect(out.toString()).toBe("<p>plain</p>");
    expect(carry.length).toBe(0);
  });
});
