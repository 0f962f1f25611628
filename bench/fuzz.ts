// Resilience: every API endpoint, form action and page of the app, read from its own route lists,
// sent generated bad input over real HTTP (tests/fuzz), 1,000 cases each by default.
// Alone: node --import tsx bench/fuzz.ts [--runs=1000] [--seed=N] [--postgres] [--only=TEXT]
// prints the Markdown section (--json: the figures instead). Needs `npm run build`.
import { spawn } from "node:child_process";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { EndpointFigures } from "../tests/fuzz/fuzzer";

export type FuzzBenchOptions = {
  /** Cases per endpoint (default 1,000). */
  runsPerEndpoint?: number;
  seed?: number;
  /** Fuzz a server on PostgreSQL (a database created next to this one's) instead of PGlite. */
  postgresAdminUrl?: string;
  /** Only the endpoints whose name contains this text. */
  only?: string;
};

export type FuzzBenchResult = {
  runsPerEndpoint: number;
  seed: number;
  database: "pglite" | "postgres";
  endpoints: EndpointFigures[];
  /** The whole run: server start, form harvest and every case. */
  milliseconds: number;
};

const DEFAULT_RUNS = 1_000;
const DEFAULT_SEED = 20_261_124;

/**
 * Fuzzes every endpoint in a process of its own (its own server, database and React in
 * production mode, nothing shared with the caller's) and answers the per-endpoint figures.
 * Progress goes to stderr, one line per endpoint.
 */
export async function fuzzEveryEndpoint(options: FuzzBenchOptions = {}): Promise<FuzzBenchResult> {
  const args = [
    "--import",
    "tsx",
    path.resolve("bench/fuzz.ts"),
    "--json",
    `--runs=${options.runsPerEndpoint ?? DEFAULT_RUNS}`,
    `--seed=${options.seed ?? DEFAULT_SEED}`,
    ...(options.postgresAdminUrl ? [`--postgres=${options.postgresAdminUrl}`] : []),
    ...(options.only ? [`--only=${options.only}`] : []),
  ];
  const child = spawn(process.execPath, args, {
    env: { ...process.env, NODE_ENV: "production" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let output = "";
  child.stdout.setEncoding("utf8").on("data", (chunk: string) => (output += chunk));
  const code = await new Promise<number | null>((resolve) => child.on("close", resolve));
  if (code !== 0) throw new Error(`bench/fuzz.ts stopped with exit code ${code}`);
  return JSON.parse(output) as FuzzBenchResult;
}

/**
 * Fuzzes every endpoint in this process: starts the production build on a fresh database,
 * prepares the fuzzer (route lists, forms, sessions), then runs `runsPerEndpoint` cases on each
 * endpoint in turn, whatever they find, counting answers and broken properties.
 */
export async function fuzzEveryEndpointHere(
  options: FuzzBenchOptions = {},
  onEndpoint: (figures: EndpointFigures, done: number, of: number) => void = () => {},
): Promise<FuzzBenchResult> {
  const started = performance.now();
  const { startFuzzServer } = await import("../tests/fuzz/server");
  const { createFuzzer, fuzzEndpoint } = await import("../tests/fuzz/fuzzer");
  const runs = options.runsPerEndpoint ?? DEFAULT_RUNS;
  const seed = options.seed ?? DEFAULT_SEED;
  const server = await startFuzzServer({ postgresAdminUrl: options.postgresAdminUrl });
  // Stopped half way (Ctrl-C), the run still removes its database and temporary folders.
  const interrupted = () => void server.close().finally(() => process.exit(130));
  process.once("SIGINT", interrupted).once("SIGTERM", interrupted);
  let fuzzer: Awaited<ReturnType<typeof createFuzzer>> | undefined;
  try {
    fuzzer = await createFuzzer(server);
    const chosen = fuzzer.endpoints.filter((e) => !options.only || e.name.includes(options.only));
    const endpoints: EndpointFigures[] = [];
    for (const endpoint of chosen) {
      endpoints.push(await fuzzEndpoint(fuzzer, endpoint, { runs, seed }));
      onEndpoint(endpoints.at(-1)!, endpoints.length, chosen.length);
    }
    return {
      runsPerEndpoint: runs,
      seed,
      database: server.kind,
      endpoints,
      milliseconds: Math.round(performance.now() - started),
    };
  } finally {
    process.off("SIGINT", interrupted).off("SIGTERM", interrupted);
    fuzzer?.close();
    await server.close();
  }
}

/** The resilience section of BENCHMARKS.md: a summary, then one row per endpoint. */
export function fuzzMarkdown(result: FuzzBenchResult, heading = "##"): string {
  const sum = (pick: (figures: EndpointFigures) => number) =>
    result.endpoints.reduce((total, figures) => total + pick(figures), 0);
  const cases = sum((f) => f.cases);
  const minutes = (result.milliseconds / 60_000).toFixed(1);
  const casesMs = sum((f) => f.milliseconds);
  const setupSeconds = ((result.milliseconds - casesMs) / 1000).toFixed(0);
  const rows = result.endpoints.map(
    (f) =>
      `| \`${f.endpoint.replace(/\|/g, "\\|")}\` | ${f.kind} | ${f.cases} | ${f.status2xx} | ${f.status3xx} | ${f.status4xx} | ${f.status5xx} | ${f.unanswered} | ${f.refusedWrites} | ${f.errorLines} | ${f.failures} |`,
  );
  const failures = result.endpoints.filter((f) => f.firstFailure);
  return [
    `${heading} Resilience`,
    "",
    `Every API endpoint, form action and page, read from the app's own route lists (the Hono app's routes and \`app/routes.ts\`), sent ${result.runsPerEndpoint.toLocaleString("en-US")} generated bad requests each over real HTTP (\`tests/fuzz\`, fast-check, seed ${result.seed}) as a visitor, a signed-in user and an administrator: wrong types, huge, empty and control-character strings, invalid UTF-8, prototype names, arrays for scalars, nested objects, missing and extra fields, wrong content types and encodings, oversized and chunked bodies and files, PUT, PATCH and DELETE on pages. A case fails on an answer of 5xx or none, a refusal (4xx) that wrote a row, a page that did not refuse PUT, PATCH or DELETE (or refused it with 405 without \`Allow: GET, HEAD, POST\`), answer headers over 8 KB, or any error line in the server's log (counted under "Error lines").`,
    "",
    `- **${cases.toLocaleString("en-US")} cases** on ${result.endpoints.length} endpoints, ${result.database === "pglite" ? "PGlite" : "PostgreSQL"}, in ${minutes} min: ${setupSeconds} s to start the server and read its pages' forms, then ${(casesMs / Math.max(cases, 1)).toFixed(1)} ms a case (its database checks included).`,
    `- **5xx: ${sum((f) => f.status5xx)}**, no answer: ${sum((f) => f.unanswered)}, rows written by refused requests: ${sum((f) => f.refusedWrites)}, failed cases: ${sum((f) => f.failures)}.`,
    "",
    "| Endpoint | Kind | Cases | 2xx | 3xx | 4xx | 5xx | No answer | Refused writes | Error lines | Failures |",
    "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
    ...rows,
    "",
    ...failures.flatMap((f) => [
      `First failure of \`${f.endpoint}\` (${f.failures} in all):`,
      "",
      "```",
      f.firstFailure!,
      "```",
      "",
    ]),
  ].join("\n");
}

function option(args: string[], name: string) {
  return args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
}

/** Runs the bench alone: prints the Markdown section, or the figures as JSON with --json. */
async function main() {
  const args = process.argv.slice(2);
  const postgres = args.find((arg) => arg === "--postgres" || arg.startsWith("--postgres="));
  const options: FuzzBenchOptions = {
    runsPerEndpoint: Number(option(args, "runs") ?? DEFAULT_RUNS),
    seed: Number(option(args, "seed") ?? DEFAULT_SEED),
    only: option(args, "only"),
    postgresAdminUrl: postgres
      ? (option(args, "postgres") ??
        process.env.BENCH_POSTGRES_URL ??
        "postgres://postgres@127.0.0.1:5432/postgres")
      : undefined,
  };
  const result = await fuzzEveryEndpointHere(options, (figures, done, of) => {
    process.stderr.write(
      `fuzz ${done}/${of} ${figures.endpoint}: ${figures.cases} cases, 5xx ${figures.status5xx}, failures ${figures.failures}, ${(figures.milliseconds / 1000).toFixed(1)} s\n`,
    );
  });
  console.log(args.includes("--json") ? JSON.stringify(result) : fuzzMarkdown(result));
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  // React picks its build when first loaded: production, as the server runs it, unless told.
  process.env.NODE_ENV ??= "production";
  await main();
}
