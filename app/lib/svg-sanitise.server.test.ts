import { describe, expect, it } from "vitest";
import { looksLikeSvg, sanitiseSvg, SvgRefusedError } from "./svg-sanitise.server";

const open = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 24 24">`;
const svg = (body: string) => `${open}${body}</svg>`;
const PATH = `<path d="M0 0h24v24H0z" fill="#10A37F"/>`;

describe("sanitiseSvg", () => {
  it("keeps a logo's drawing as it is: viewBox, paths, gradients and local references", () => {
    const logo = svg(
      `<title>Brand</title><defs><linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="#fff"/><stop offset="1" stop-color="#000" stop-opacity=".5"/></linearGradient><clipPath id="c"><rect width="24" height="24" rx="4"/></clipPath></defs><g clip-path="url(#c)" fill-rule="evenodd"><path d="M1 1h22v22H1z" fill="url(#g)"/><use href="#p"/></g>`,
    );
    expect(sanitiseSvg(logo)).toBe(
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><title>Brand</title><defs><linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="#fff"/><stop offset="1" stop-color="#000" stop-opacity=".5"/></linearGradient><clipPath id="c"><rect width="24" height="24" rx="4"/></clipPath></defs><g clip-path="url(#c)" fill-rule="evenodd"><path d="M1 1h22v22H1z" fill="url(#g)"/><use href="#p"/></g></svg>`,
    );
  });

  it("drops <script>, whatever its namespace or content", () => {
    const out = sanitiseSvg(
      svg(
        `<script>alert(1)</script><script type="text/ecmascript"><![CDATA[alert(2)]]></script><html:script xmlns:html="http://www.w3.org/1999/xhtml">alert(3)</html:script>${PATH}`,
      ),
    );
    expect(out).not.toMatch(/script|alert/i);
    expect(out).toContain(PATH);
  });

  it("drops every event handler attribute", () => {
    const out = sanitiseSvg(
      `<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)" viewBox="0 0 1 1"><g onclick="alert(2)" ONMOUSEOVER="alert(3)"><path d="M0 0" onerror="alert(4)"/></g></svg>`,
    );
    expect(out).toBe(
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><g><path d="M0 0"/></g></svg>`,
    );
  });

  it("drops links and references to other documents, keeping references inside the file", () => {
    const out = sanitiseSvg(
      svg(
        `<a href="https://evil.example/"><path d="M0 0"/></a><use href="https://evil.example/x.svg#a"/><use xlink:href="javascript:alert(1)"/><use href="external.svg#x"/><use xlink:href="#kept"/><image href="https://evil.example/pixel.png"/><rect fill="url(https://evil.example/#g)" stroke="url(#local)"/>`,
      ),
    );
    expect(out).not.toMatch(/evil|javascript|external|<a|<image/);
    expect(out).toContain(`<use href="#kept"/>`);
    expect(out).toContain(`<rect stroke="url(#local)"/>`);
    expect(out.match(/<use\/>/g)).toHaveLength(3);
  });

  it("keeps references to ids written in any language's letters", () => {
    const out = sanitiseSvg(
      svg(
        `<style>.a{fill:url(#Adsız_degrade_5)}</style><linearGradient id="Adsız_degrade_4" xlink:href="#Adsız_degrade_5"/><rect class="a" stroke="url(#dégradé)"/><rect fill="url(#Adsız/../x.svg#g)"/>`,
      ),
    );
    expect(out).toContain(`<style>.a{fill:url(#Adsız_degrade_5)}</style>`);
    expect(out).toContain(`<linearGradient id="Adsız_degrade_4" href="#Adsız_degrade_5"/>`);
    expect(out).toContain(`<rect class="a" stroke="url(#dégradé)"/>`);
    expect(out).toContain(`<rect/>`);
  });

  it("refuses a document that declares entities, used or not", () => {
    const expansion = `<!DOCTYPE svg [<!ENTITY x "<script>alert(1)</script>">]>${svg("<text>&x;</text>")}`;
    const laughs = `<!DOCTYPE svg [<!ENTITY a "lol"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;">]>${svg("<text>&b;</text>")}`;
    const external = `<!DOCTYPE svg [<!ENTITY e SYSTEM "file:///etc/passwd">]>${svg("<text>&e;</text>")}`;
    const unused = `<!DOCTYPE svg [<!ENTITY x "y">]>${svg(PATH)}`;
    for (const input of [expansion, laughs, external, unused]) {
      expect(() => sanitiseSvg(input)).toThrow(SvgRefusedError);
    }
  });

  it("drops a plain DOCTYPE, processing instructions and comments", () => {
    const out = sanitiseSvg(
      `<?xml version="1.0"?><?xml-stylesheet href="https://evil.example/a.css"?><!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd"><!-- made by hand -->${svg(PATH)}`,
    );
    expect(out).toBe(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">${PATH}</svg>`);
  });

  it("drops <foreignObject> with all it holds", () => {
    const out = sanitiseSvg(
      svg(
        `<foreignObject width="24" height="24"><div xmlns="http://www.w3.org/1999/xhtml"><iframe src="https://evil.example/"></iframe><img src="x" onerror="alert(1)"/></div></foreignObject>${PATH}`,
      ),
    );
    expect(out).toBe(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">${PATH}</svg>`);
  });

  it("drops styles that load or run anything, and keeps plain ones", () => {
    const out = sanitiseSvg(
      svg(
        `<style>@import url(https://evil.example/a.css);</style><style>.a{fill:url(https://evil.example/#g)}</style><style>.b{background:u\\72l(https://evil.example/)}</style><style><![CDATA[.c{fill:#f00}]]></style><rect style="fill:url(https://evil.example/x)"/><rect style="width:expression(alert(1))"/><rect style="fill:red;stroke:url(#g)"/>`,
      ),
    );
    expect(out).not.toMatch(/evil|import|expression|\\72/);
    expect(out).toContain(`<style>.c{fill:#f00}</style>`);
    expect(out).toContain(`<rect style="fill:red;stroke:url(#g)"/>`);
  });

  it("keeps a nested <svg> but cleans it like the rest", () => {
    const out = sanitiseSvg(
      svg(
        `<svg onload="alert(1)" x="2" width="10" height="10" viewBox="0 0 1 1"><script>alert(2)</script><svg xmlns:xlink="http://www.w3.org/1999/xlink"><use xlink:href="data:image/svg+xml,&lt;svg onload=alert(3)&gt;"/></svg></svg>`,
      ),
    );
    expect(out).toBe(
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><svg x="2" width="10" height="10" viewBox="0 0 1 1"><svg><use/></svg></svg></svg>`,
    );
  });

  it("drops animations, which could rewrite a reference once the file is shown", () => {
    const out = sanitiseSvg(
      svg(
        `<a><animate attributeName="href" to="javascript:alert(1)"/></a><set attributeName="onload" to="alert(1)"/>${PATH}`,
      ),
    );
    expect(out).toBe(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">${PATH}</svg>`);
  });

  it("escapes text and attribute values when it writes them again", () => {
    const out = sanitiseSvg(svg(`<title>A &amp; B &lt;/title&gt;&lt;script&gt;</title>`));
    expect(out).toContain(`<title>A &amp; B &lt;/title&gt;&lt;script&gt;</title>`);
    const quoted = sanitiseSvg(svg(`<g id="a&quot; onload=&quot;alert(1)"/>`));
    expect(quoted).toContain(`<g id="a&quot; onload=&quot;alert(1)"/>`);
  });

  it.each([
    ["text that is not XML", "not an svg"],
    ["an unclosed element", `${open}<path d="M0 0">`],
    ["an HTML document", "<html><body><svg></svg></body></html>"],
    ["an SVG without its namespace", `<svg viewBox="0 0 1 1"><path d="M0 0"/></svg>`],
    ["an undeclared prefix", svg(`<x:path d="M0 0"/>`)],
    ["an empty file", ""],
  ])("refuses %s", (_, input) => {
    expect(() => sanitiseSvg(input)).toThrow(SvgRefusedError);
  });

  it("refuses a file larger than 1 MB", () => {
    expect(() => sanitiseSvg(svg(`<desc>${"x".repeat(1024 * 1024)}</desc>`))).toThrow(
      /larger than 1 MB/,
    );
  });
});

describe("looksLikeSvg", () => {
  const bytes = (text: string) => new TextEncoder().encode(text);
  it("recognises an SVG after an XML declaration, a comment or a DOCTYPE", () => {
    expect(looksLikeSvg(bytes(svg(PATH)))).toBe(true);
    expect(looksLikeSvg(bytes(`\uFEFF<?xml version="1.0"?>\n<!-- x -->\n${svg(PATH)}`))).toBe(true);
    expect(looksLikeSvg(bytes(`<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x">${open}`))).toBe(
      true,
    );
  });
  it("does not take a PNG or an HTML page for one", () => {
    expect(looksLikeSvg(new Uint8Array([0x89, 0x50, 0x4e, 0x47]))).toBe(false);
    expect(looksLikeSvg(bytes("<!doctype html><html><svg></svg></html>"))).toBe(false);
  });
});
