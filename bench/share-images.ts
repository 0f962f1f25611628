import { timeRequests, type Latency } from "./timing";

// Share images (docs/product.md#share-images) as link previews fetch them: the picture a page
// names in its og:image, drawn on its first request and answered from the server's kept
// pictures after that.

/** Pages of each kind whose pictures are measured: names long and short, with and without logos. */
export const SHARE_PAGES = [
  "/tool/chatgpt/chatgpt",
  "/tool/midjourney/midjourney",
  "/tool/jetbrains-ai-assistant/jetbrains-ai-assistant",
  "/tool/otter-ai/otter-ai",
  "/tool/notion-ai/notion-ai",
  "/tool/github-copilot/github-copilot",
  "/tool/chatgpt/alternatives",
  "/tool/midjourney/alternatives",
  "/categories/Image%20Generation",
  "/categories/Code%20Generation",
  "/compare?tools=chatgpt,claude",
  "/compare?tools=chatgpt,claude,gemini",
  "/blog/comparing-top-ai-image-generators",
  "/blog/comprehensive-guide-to-ai-writing-tools-2025",
];

export type ShareImageFigures = { first: number; cold: Latency; kept: Latency; bytes: number[] };

async function imageOf(base: string, path: string) {
  const html = await (await fetch(`${base}${path}`)).text();
  const url = /<meta property="og:image" content="([^"]+)"/
    .exec(html)?.[1]
    ?.replaceAll("&amp;", "&");
  if (!url) throw new Error(`${path} names no share image`);
  return url;
}

/** Each page's picture: its first request (drawn), then from the server's kept pictures. */
export async function shareImageLatency(base: string): Promise<ShareImageFigures> {
  const urls = await Promise.all(SHARE_PAGES.map((path) => imageOf(base, path)));
  // The server's first picture also reads the font files: measured on its own.
  const started = performance.now();
  const opening = await fetch(urls[0]!);
  await opening.arrayBuffer();
  if (!opening.ok) throw new Error(`${urls[0]} answered ${opening.status}`);
  const first = performance.now() - started;
  const bytes: number[] = [];
  const cold = await timeRequests(
    urls.slice(1),
    async (url) => {
      const response = await fetch(url);
      const body = await response.arrayBuffer();
      bytes.push(body.byteLength);
      return new Response(null, { status: response.status });
    },
    { rounds: 1, warmUp: 0 },
  );
  const kept = await timeRequests(urls, (url) => fetch(url), { rounds: 11, warmUp: 1 });
  return { first, cold, kept, bytes };
}

export function shareImagesMarkdown(figures: ShareImageFigures, label: string) {
  const row = (what: string, latency: Latency) =>
    `| ${what} | ${latency.count} | ${latency.p50.toFixed(1)} | ${latency.p95.toFixed(1)} | ${latency.max.toFixed(1)} | ${latency.failed} |`;
  const sizes = [...figures.bytes].sort((a, b) => a - b);
  const kb = (value: number) => (value / 1024).toFixed(0);
  return `## Share images

The 1200 × 630 PNG each of ${SHARE_PAGES.length} pages names in its \`og:image\` (6 tools, 2 alternatives pages, 2 categories, 2 comparisons, 2 articles), fetched over HTTP from a single client on the ${label}. "Drawn" is each picture's first request, which draws it (the text cut from Inter, logos rasterised, the PNG encoded by sharp); the server's very first picture also reads the font files and took ${figures.first.toFixed(0)} ms. "Kept" is the same pictures again, 10 rounds after 1, answered from the server's kept pictures. Pictures weigh ${kb(sizes[0]!)}-${kb(sizes.at(-1)!)} KB. No target is set for these.

| Request | Requests | p50 ms | p95 ms | max ms | Failed |
|---|---:|---:|---:|---:|---:|
${row("Drawn (first request)", figures.cold)}
${row("Kept (later requests)", figures.kept)}
`;
}
