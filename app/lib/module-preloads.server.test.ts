import { describe, expect, it } from "vitest";
import { holdScriptsUntilPainted } from "./module-preloads.server";

const PRELOAD = '<link rel="modulepreload"';
const MODULE = ' type="module" async="">';
const PAGE =
  '<head><link rel="stylesheet" href="/a.css"/>' +
  '<link rel="modulepreload" href="/assets/entry.js"/><link rel="modulepreload" href="/assets/root.js"/>' +
  "</head><body><p>text</p><script>window.a=1</script>" +
  '<script nonce="n" type="module" async="">import("/assets/entry.js")</script></body>';
const HELD = PAGE.replaceAll(PRELOAD, '<link data-module-preload="" fetchpriority="low"').replace(
  MODULE,
  ' type="text/plain" data-after-paint="">',
);

/** The page passed through in pieces cut at `cuts`, as the stream does it. */
function streamed(cuts: number[]) {
  const out: Buffer[] = [];
  let carry: Buffer = Buffer.alloc(0);
  let from = 0;
  for (const to of [...cuts, PAGE.length]) {
    const held = holdScriptsUntilPainted(Buffer.concat([carry, Buffer.from(PAGE.slice(from, to))]));
    out.push(held.out);
    carry = held.carry;
    from = to;
  }
  out.push(carry);
  return Buffer.concat(out).toString();
}

describe("holdScriptsUntilPainted", () => {
  it("makes every module preload inert and the module script a data block, and leaves the rest alone", () => {
    expect(streamed([])).toBe(HELD);
    expect(HELD).toContain("<script>window.a=1</script>");
  });

  it("finds a tag cut in two at any point by the stream", () => {
    for (const tag of [PRELOAD, MODULE]) {
      const start = PAGE.indexOf(tag);
      for (let cut = start; cut <= start + tag.length; cut++) {
        expect(streamed([cut])).toBe(HELD);
      }
      expect(streamed([start + 3, start + 10, start + 20])).toBe(HELD);
    }
  });

  it("holds back nothing when the chunk cannot begin a tag", () => {
    const { out, carry } = holdScriptsUntilPainted(Buffer.from("<p>plain</p>"));
    expect(out.toString()).toBe("<p>plain</p>");
    expect(carry.length).toBe(0);
  });

  it("holds back the longest tail that could begin either tag", () => {
    const { out, carry } = holdScriptsUntilPainted(Buffer.from('<p>x</p><script type="mod'));
    expect(out.toString()).toBe("<p>x</p><script");
    expect(carry.toString()).toBe(' type="mod');
  });
});
