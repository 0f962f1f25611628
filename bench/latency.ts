// Latency of the search, the recommender, alternatives and signed-in pages over HTTP, one request
// at a time, shared by the benchmark's runs.
import { alternativesPaths } from "./alternatives";
import { timeRequests, type Latency } from "./timing";

/** Search queries as people type them, with filters, sorts and deep pages. */
export const QUERIES = [
  "q=midjorney",
  "q=chat%20gpt",
  "q=grammerly",
  "q=transcibe%20audio",
  "q=vidoe%20editing",
  "q=customer%20support%20chatbot",
  "q=make%20a%20song",
  "q=analyze%20spreadsheet%20data",
  "q=text%20to%20video",
  "q=design",
  "q=video%20editing",
  "q=image",
  "q=transcription",
  "q=code%20review",
  "q=podcast",
  "q=chatbot",
  "q=pixelforge",
  "q=seo",
  "q=resume",
  "q=ads&category=Marketing",
  "q=writing&pricing=Freemium",
  "q=design&sort=newest",
  "q=voice&minRating=4.5",
  "q=automation&sort=reviewCount&page=3",
  "category=Research",
  "",
];

export function searchLatency(base: string, perQuery?: Map<string, number[]>) {
  return timeRequests(
    QUERIES,
    async (query) => {
      const started = performance.now();
      const response = await fetch(`${base}/api/v1/tools?${query}`);
      perQuery?.set(query, [...(perQuery.get(query) ?? []), performance.now() - started]);
      return response;
    },
    { rounds: 40, warmUp: 5 },
  );
}

/** Needs as people write them: tasks, conditions (free, open source, API, team), long and short. */
export const NEEDS = [
  "A free tool to transcribe my podcast episodes and add subtitles",
  "Customer support chatbot for my online shop, must have an API",
  "Self-hosted image generation on my own server",
  "Make a song for my YouTube video, cheap, under $10/month",
  "Analyze spreadsheet data for my team",
  "Help my kids with math homework",
  "Open source tool to automate workflows between the apps we use",
  "Write marketing copy and blog posts faster",
  "Turn long webinars into short clips for social media",
  "A private chatbot that runs offline on my laptop",
];

let benchAddress = 0;
/** POST /api/v1/recommendations for each need, each from its own address (the limit is per address). */
export function recommendationLatency(base: string, rounds = 12) {
  return timeRequests(
    NEEDS,
    (requirements) => {
      benchAddress++;
      const address = `10.${(benchAddress >> 16) & 255}.${(benchAddress >> 8) & 255}.${benchAddress & 255}`;
      return fetch(`${base}/api/v1/recommendations`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Forwarded-For": address },
        body: JSON.stringify({ requirements }),
      });
    },
    { rounds, warmUp: 2 },
  );
}

export type AlternativesFigures = { pages: Latency; api: Latency };

/**
 * A tool's alternatives, pages then API answers (each with and without filters), one request at
 * a time; with `cookie`, as a signed-in visitor, whom no page cache answers.
 */
export async function alternativesLatency(
  base: string,
  cookie?: string,
  perPath?: Map<string, number[]>,
): Promise<AlternativesFigures> {
  const send = async (path: string) => {
    const started = performance.now();
    const response = await fetch(`${base}${path}`, cookie ? { headers: { Cookie: cookie } } : {});
    await response.clone().arrayBuffer();
    perPath?.set(path, [...(perPath.get(path) ?? []), performance.now() - started]);
    return response;
  };
  const paths = alternativesPaths();
  const options = { rounds: 20, warmUp: 3 };
  return {
    pages: await timeRequests(
      paths.filter((path) => !path.startsWith("/api/")),
      send,
      options,
    ),
    api: await timeRequests(
      paths.filter((path) => path.startsWith("/api/")),
      send,
      options,
    ),
  };
}

/** Pages as a signed-in user with `cookie` sees them, one request at a time. */
export function adminLatency(
  base: string,
  cookie: string,
  paths: readonly string[],
  perPath?: Map<string, number[]>,
) {
  return timeRequests(
    paths,
    async (path) => {
      const started = performance.now();
      const response = await fetch(`${base}${path}`, {
        headers: { Cookie: cookie },
        redirect: "manual",
      });
      await response.clone().arrayBuffer();
      perPath?.set(path, [...(perPath.get(path) ?? []), performance.now() - started]);
      return response;
    },
    { rounds: 20, warmUp: 3 },
  );
}
