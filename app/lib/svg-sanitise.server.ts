import { SaxesParser, type SaxesTagNS } from "saxes";

/**
 * The one sanitiser every SVG the site stores passes through (decision 025): the bundled logos
 * and any icon a website declares. The document is parsed strictly (saxes, XML 1.0 with
 * namespaces) and written again from an allow-list of SVG elements and attributes. Nothing that
 * can run (scripts, event handlers, animations that rewrite attributes) or load anything from
 * elsewhere (links, images, external references, `@import`, `url()` of another document)
 * survives. A document that is not well-formed XML, declares entities, or is not an SVG is
 * refused with SvgRefusedError rather than repaired.
 */

const SVG_NS = "http://www.w3.org/2000/svg";
const XLINK_NS = "http://www.w3.org/1999/xlink";
const XML_NS = "http://www.w3.org/XML/1998/namespace";
const XMLNS_NS = "http://www.w3.org/2000/xmlns/";

/** Limits that keep a hostile file from costing much: size, depth and number of elements. */
export const SVG_LIMITS = { maxBytes: 1024 * 1024, maxDepth: 64, maxElements: 20_000 };

/** Drawing, structure, paint servers, clipping, masking, filters and text: nothing that loads. */
const ELEMENTS = new Set([
  "svg",
  "g",
  "defs",
  "symbol",
  "use",
  "title",
  "desc",
  "style",
  "path",
  "rect",
  "circle",
  "ellipse",
  "line",
  "polyline",
  "polygon",
  "text",
  "tspan",
  "textPath",
  "linearGradient",
  "radialGradient",
  "stop",
  "pattern",
  "clipPath",
  "mask",
  "marker",
  "filter",
  "feBlend",
  "feColorMatrix",
  "feComponentTransfer",
  "feComposite",
  "feConvolveMatrix",
  "feDiffuseLighting",
  "feDisplacementMap",
  "feDistantLight",
  "feDropShadow",
  "feFlood",
  "feFuncA",
  "feFuncB",
  "feFuncG",
  "feFuncR",
  "feGaussianBlur",
  "feMerge",
  "feMergeNode",
  "feMorphology",
  "feOffset",
  "fePointLight",
  "feSpecularLighting",
  "feSpotLight",
  "feTile",
  "feTurbulence",
]);

/** Elements whose text is kept; everywhere else text is only whitespace between elements. */
const TEXT_ELEMENTS = new Set(["title", "desc", "style", "text", "tspan", "textPath"]);

/** Attributes without a namespace that describe geometry, paint, text or filters. */
const ATTRIBUTES = new Set(
  `id class style viewBox preserveAspectRatio width height x y x1 y1 x2 y2 cx cy r rx ry fx fy fr
  d points pathLength transform fill fill-opacity fill-rule stroke stroke-width stroke-linecap
  stroke-linejoin stroke-miterlimit stroke-dasharray stroke-dashoffset stroke-opacity opacity
  clip-path clip-rule clipPathUnits mask maskUnits maskContentUnits filter filterUnits
  primitiveUnits gradientUnits gradientTransform spreadMethod offset stop-color stop-opacity
  patternUnits patternContentUnits patternTransform color display visibility overflow
  font-family font-size font-weight font-style font-variant font-stretch text-anchor
  text-decoration dominant-baseline alignment-baseline baseline-shift letter-spacing
  word-spacing writing-mode direction unicode-bidi dx dy rotate textLength lengthAdjust
  startOffset method spacing side markerWidth markerHeight markerUnits refX refY orient
  marker-start marker-mid marker-end in in2 result stdDeviation mode type values operator k1 k2
  k3 k4 flood-color flood-opacity lighting-color radius scale xChannelSelector yChannelSelector
  baseFrequency numOctaves seed stitchTiles tableValues slope intercept amplitude exponent order
  kernelMatrix divisor bias targetX targetY edgeMode kernelUnitLength preserveAlpha
  surfaceScale specularConstant specularExponent diffuseConstant azimuth elevation z pointsAtX
  pointsAtY pointsAtZ limitingConeAngle color-interpolation color-interpolation-filters
  shape-rendering text-rendering image-rendering vector-effect paint-order mix-blend-mode
  isolation transform-origin transform-box role aria-label aria-hidden focusable version`
    .split(/\s+/)
    .filter(Boolean),
);

/**
 * A reference inside the document itself: `#id`, where the id may use any letter or digit, as
 * XML names do (drawing programs name gradients in their user's language: `#Adsız_degrade_5`).
 */
const LOCAL_FRAGMENT = /^#[\p{L}\p{M}\p{N}_.:-]+$/u;
/** Every `url(...)` in a value, with what it points at. */
const URL_FUNCTION = /url\s*\(\s*(['"]?)([^'")]*)\1\s*\)/gi;

/** A file that cannot be made safe: not well-formed, not an SVG, or too large. */
export class SvgRefusedError extends Error {
  constructor(reason: string) {
    super(`The SVG was refused: ${reason}`);
    this.name = "SvgRefusedError";
  }
}

type Element = { name: string; attributes: [string, string][]; children: Node[] };
type Node = Element | string;

/** Whether every `url()` in a value points inside the document, and nothing else loads. */
function onlyLocalReferences(value: string) {
  for (const [, , target = ""] of value.matchAll(URL_FUNCTION)) {
    if (!LOCAL_FRAGMENT.test(target.trim())) return false;
  }
  // `url(` that the pattern above did not read (unbalanced, escaped) is not trusted either.
  const rest = value.replace(URL_FUNCTION, "");
  return (
    !/url\s*\(/i.test(rest) && !/expression\s*\(|javascript:|-moz-binding|behavior\s*:/i.test(rest)
  );
}

/**
 * CSS from a `style` attribute or element, or null when it could load or run anything:
 * `@import`, `url()` of anything but a local fragment, `expression()`, bindings, or escapes
 * (`\75 rl(` spells `url(`) that could hide either.
 */
function safeCss(css: string): string | null {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, "");
  if (/[\\<]|@import|@font-face|@namespace/i.test(text)) return null;
  return onlyLocalReferences(text) ? text : null;
}

/** The attribute as it may be written, or null to drop it. */
function keptAttribute(attribute: {
  uri: string;
  local: string;
  value: string;
}): [string, string] | null {
  const { uri, local, value } = attribute;
  if (uri === XLINK_NS || (uri === "" && local === "href")) {
    return local === "href" && LOCAL_FRAGMENT.test(value.trim()) ? ["href", value.trim()] : null;
  }
  if (uri === XML_NS) return local === "space" ? ["xml:space", value] : null;
  if (uri !== "" || !ATTRIBUTES.has(local)) return null;
  if (local === "style") {
    const css = safeCss(value);
    return css === null ? null : [local, css];
  }
  return onlyLocalReferences(value) ? [local, value] : null;
}

function escapeText(text: string) {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

function escapeAttribute(value: string) {
  return escapeText(value)
    .replace(/"/g, "&quot;")
    .replace(/\t/g, "&#9;")
    .replace(/\n/g, "&#10;")
    .replace(/\r/g, "&#13;");
}

function serialise(element: Element, root: boolean): string {
  const attributes = [...(root ? [["xmlns", SVG_NS]] : []), ...element.attributes]
    .map(([name, value]) => ` ${name}="${escapeAttribute(value!)}"`)
    .join("");
  const children = element.children
    .map((child) => (typeof child === "string" ? escapeText(child) : serialise(child, false)))
    .join("");
  return children
    ? `<${element.name}${attributes}>${children}</${element.name}>`
    : `<${element.name}${attributes}/>`;
}

/** Parses `input` strictly and builds the allowed tree; throws SvgRefusedError otherwise. */
function parse(input: string): Element {
  const parser = new SaxesParser({ xmlns: true });
  // The elements open at this point; null stands for one being dropped with all it holds.
  const stack: (Element | null)[] = [];
  let root: Element | undefined;
  let elements = 0;
  let failure: string | undefined;

  const current = () => stack.at(-1);
  const addText = (text: string) => {
    const parent = current();
    if (!parent || !TEXT_ELEMENTS.has(parent.name)) return;
    const last = parent.children.at(-1);
    if (typeof last === "string") parent.children[parent.children.length - 1] = last + text;
    else parent.children.push(text);
  };

  parser.on("doctype", (doctype) => {
    // Entities declared here could expand into markup or a billion copies of a string.
    if (/<!ENTITY/i.test(doctype)) failure = "it declares entities.";
  });
  parser.on("opentag", (tag: SaxesTagNS) => {
    elements++;
    if (elements > SVG_LIMITS.maxElements) failure = "it has too many elements.";
    if (stack.length >= SVG_LIMITS.maxDepth) failure = "its elements are nested too deeply.";
    const parent = current();
    const isRoot = stack.length === 0;
    if (isRoot && (tag.uri !== SVG_NS || tag.local !== "svg")) {
      failure = "it is not an SVG document.";
    }
    const allowed = (isRoot || parent) && tag.uri === SVG_NS && ELEMENTS.has(tag.local);
    if (!allowed) {
      stack.push(null);
      return;
    }
    const attributes = Object.values(tag.attributes)
      .filter((attribute) => attribute.uri !== XMLNS_NS && attribute.prefix !== "xmlns")
      .map(keptAttribute)
      .filter((attribute): attribute is [string, string] => attribute !== null)
      // `href` and `xlink:href` both become `href`: the first one given is kept.
      .filter(([name], index, all) => all.findIndex(([other]) => other === name) === index);
    const element: Element = { name: tag.local, attributes, children: [] };
    if (parent) parent.children.push(element);
    else root = element;
    stack.push(element);
  });
  parser.on("closetag", () => {
    const element = stack.pop();
    // A <style> whose rules could load or run anything is emptied; the rest of the file stays.
    if (element?.name === "style") {
      const css = safeCss(element.children.join(""));
      element.children = css === null ? [] : [css];
    }
  });
  parser.on("text", addText);
  parser.on("cdata", addText);
  // Comments, processing instructions and the XML declaration are left out by not listening.

  try {
    parser.write(input).close();
  } catch (error) {
    throw new SvgRefusedError(`it is not well-formed XML (${(error as Error).message}).`);
  }
  if (failure) throw new SvgRefusedError(failure);
  if (!root) throw new SvgRefusedError("it is not an SVG document.");
  return root;
}

/**
 * The SVG, rewritten from the allow-list, or SvgRefusedError. Safe to store and to serve with
 * `Content-Type: image/svg+xml`; drawing elements, their geometry and paint are kept as they were.
 */
export function sanitiseSvg(input: string | Uint8Array): string {
  const bytes = typeof input === "string" ? Buffer.byteLength(input) : input.byteLength;
  if (bytes > SVG_LIMITS.maxBytes) throw new SvgRefusedError("it is larger than 1 MB.");
  const text =
    typeof input === "string" ? input : new TextDecoder("utf-8", { fatal: false }).decode(input);
  return serialise(parse(text.replace(/^\uFEFF/, "")), true);
}

/** Whether bytes look like an SVG document (an XML or SVG start, after any whitespace). */
export function looksLikeSvg(input: Uint8Array) {
  const start = new TextDecoder().decode(input.subarray(0, 1024)).replace(/^\uFEFF/, "");
  return /^\s*(?:<\?xml[\s\S]*?\?>\s*)?(?:<!--[\s\S]*?-->\s*)*(?:<!DOCTYPE\s+svg[\s\S]*?>\s*)?<svg[\s>]/i.test(
    start,
  );
}
