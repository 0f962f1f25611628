import { describe, expect, it } from "vitest";
import type { EntryContext } from "react-router";
import { heldScriptStart, holdScriptsUntilPainted } from "./module-preloads.server";

const PRELOAD = '<link rel="modulepreload"';
const MODULE = ' type="module" async="">';
const PAGE =
  '<head><link rel="stylesheet" href="/a.css"/>' +
  '<link rel="modulepreload" href="/assets/entry.js"/><link rel="modulepreload" href="/assets/root.js"/>' +
  "</head><body><p>text</p><script>window.a=1</script>" +
  '<script nonce="n" type="module" async="">import("/assets/entry.js")</script></body>';
const START = Buffer.from(' type="text/plain" data-after-paint="">import "/assets/root.js";');
const HELD = PAGE.replace(/<link rel="modulepreload"[^>]*>/g, "").replace(MODULE, START.toString());

/** The page passed through in pieces cut at `cuts`, as the stream does it. */
function streamed(cuts: number[]) {
  const out: Buffer[] = [];
  let carry: Buffer = Buffer.alloc(0);
  let from = 0;
  for (const to of [...cuts, PAGE.length]) {
    const held = holdScriptsUntilPainted(
      Buffer.concat([carry, Buffer.from(PAGE.slice(from, to))]),
      START,
    );
    out.push(held.out);
    carry = held.carry;
    from = to;
  }
  out.push(carry);
  return Buffer.concat(out).toString();
}

describe("holdScriptsUntilPainted", () => {
  it("leaves out the module preloads, makes the module script a data block that begins with its imports, and leaves the rest alone", () => {
    expect(streamed([])).toBe(HELD);
    expect(HELD).not.toContain("modulepreload");
    expect(HELD).toContain('<link rel="stylesheet" href="/a.css"/></head>');
    expect(HELD).toContain("<script>window.a=1</script>");
  });

  it("finds a tag cut in two at any point by the stream", () => {
    for (const tag of [PRELOAD, MODULE]) {
      const start = PAGE.indexOf(tag);
      const end = PAGE.indexOf(">", start) + 1;
      for (let cut = start; cut <= end; cut++) {
        expect(streamed([cut])).toBe(HELD);
      }
      expect(streamed([start + 3, start + 10, start + 20, start + 30])).toBe(HELD);
    }
  });

  it("holds back nothing when the chunk cannot begin a tag", () => {
    const { out, carry } = holdScriptsUntilPainted(Buffer.from("<p>plain</p>"), START);
    expect(out.toString()).toBe("<p>plain</p>");
    expect(carry.length).toBe(0);
  });

  it("holds back the longest tail that could begin either tag", () => {
    const { out, carry } = holdScriptsUntilPainted(Buffer.from('<p>x</p><script type="mod'), START);
    expect(out.toString()).toBe("<p>x</p><script");
    expect(carry.toString()).toBe(' type="mod');
  });

  it("holds back a preload whose end has not arrived yet", () => {
    const { out, carry } = holdScriptsUntilPainted(
      Buffer.from('<p>x</p><link rel="modulepreload" href="/assets/ro'),
      START,
    );
    expect(out.toString()).toBe("<p>x</p>");
    expect(carry.toString()).toBe('<link rel="modulepreload" href="/assets/ro');
  });
});

describe("heldScriptStart", () => {
  const route = (id: string, module: string, imports: string[], parentId?: string) => ({
    id,
    parentId,
    module,
    imports,
  });
  const context = {
    manifest: {
      entry: {
        module: "/assets/entry.js",
        imports: ["/assets/runtime.js", "/assets/framework.js"],
      },
      routes: {
        root: route("root", "/assets/root.js", ["/assets/framework.js", "/assets/frame.js"]),
        "routes/tool": route("routes/tool", "/assets/tool.js", ["/assets/card.js"], "root"),
        "routes/blog": route("routes/blog", "/assets/blog.js", ["/assets/prose.js"], "root"),
      },
    },
    staticHandlerContext: {
      matches: [{ route: { id: "root" } }, { route: { id: "routes/tool" } }],
    },
  } as unknown as EntryContext;

  it("imports every module of the page's preloads once, but not its entry nor other routes'", () => {
    expect(heldScriptStart(context).toString()).toBe(
      ' type="text/plain" data-after-paint="">' +
        'import "/assets/runtime.js";import "/assets/framework.js";import "/assets/root.js";' +
        'import "/assets/frame.js";import "/assets/tool.js";import "/assets/card.js";',
    );
  });
});
