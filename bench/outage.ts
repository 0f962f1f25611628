// The PostgreSQL outage under load, measured for BENCHMARKS.md's resilience section: which
// answers visitors got while the database was away, how fast failures came, and how soon
// everything answered again. Runnable alone: node --import tsx bench/outage.ts
// (--outage=SECONDS, default 8; --json prints the figures as JSON too).
import path from "node:path";
import { pathToFileURL } from "node:url";
import {
  answeredWell,
  DATABASE_PROBES,
  PROBES,
  runOutageScenario,
  type OutageOptions,
  type OutageRun,
  type Probe,
  type Sample,
} from "../tests/faults/outage-scenario";
import { percentile } from "./timing";

export type LatencyFigures = { count: number; p50: number; p99: number; max: number };

export type ProbeRecovery = {
  /** From the cluster taking connections again to the first good answer (ms). */
  firstGoodMs: number | null;
  /** From then to the end of the last failed answer: all good afterwards (ms). */
  steadyMs: number | null;
};

export type OutageFigures = {
  /** How long the cluster was down (from `pg_ctl stop` to `pg_ctl start` returning), s. */
  outageSeconds: number;
  /** How long `pg_ctl stop` took (requests sent meanwhile may still succeed), ms. */
  stopMs: number;
  /** Concurrent clients, and requests answered over the whole run. */
  clients: number;
  requests: number;
  /**
   * Answers to requests that need the database sent while the cluster was down, by status
   * ("none": no answer; "200 cached": a page kept from before, answered from memory).
   */
  byStatus: Record<string, number>;
  /** Per probe, the health probes included. */
  byProbe: Record<Probe, Record<string, number>>;
  /** Latency of the failed answers during the outage: how fast a visitor hears it. */
  timeToFail: LatencyFigures;
  /** Latency of the good answers before the outage, for comparison. */
  before: LatencyFigures;
  /** Per database probe, and the slowest of them. */
  recovery: Record<string, ProbeRecovery>;
  recoveryWorst: ProbeRecovery;
  /** Warn and error lines the server logged from the stop to the end of the run. */
  logLines: number;
};

/** p50, p99 and max of some answers' latencies (ms); zeros when there are none. */
function latency(samples: Sample[]): LatencyFigures {
  const times = samples.map((sample) => sample.end - sample.start).sort((a, b) => a - b);
  if (times.length === 0) return { count: 0, p50: 0, p99: 0, max: 0 };
  return {
    count: times.length,
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    max: times.at(-1)!,
  };
}

/** A status as counted: "none" for no answer, "200 cached" for the page cache's answers. */
function statusKey(sample: Sample) {
  if (sample.status === 0) return "none";
  const cached = sample.xCache === "HIT" || sample.xCache === "STALE";
  return answeredWell(sample) && cached ? `${sample.status} cached` : String(sample.status);
}

/** Counts answers by status (see `statusKey`). */
function countByStatus(samples: Sample[]) {
  const counts: Record<string, number> = {};
  for (const sample of samples) {
    const key = statusKey(sample);
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

/** When one probe answered well again after the cluster's return, and from when for good. */
function probeRecovery(run: OutageRun, probe: Probe): ProbeRecovery {
  const { started } = run.timeline;
  const after = run.samples.filter((sample) => sample.probe === probe && sample.start >= started);
  const firstGood = after.find(answeredWell);
  const lastBad = after.findLast((sample) => !answeredWell(sample));
  return {
    firstGoodMs: firstGood ? Math.max(0, firstGood.end - started) : null,
    steadyMs: firstGood ? Math.max(0, (lastBad?.end ?? firstGood.end) - started) : null,
  };
}

/** The slowest of several recoveries (null if any never recovered). */
function worst(recoveries: ProbeRecovery[]): ProbeRecovery {
  const pick = (key: keyof ProbeRecovery) =>
    recoveries.some((recovery) => recovery[key] === null)
      ? null
      : Math.max(...recoveries.map((recovery) => recovery[key]!));
  return { firstGoodMs: pick("firstGoodMs"), steadyMs: pick("steadyMs") };
}

/** The figures of one outage run. */
export function outageFigures(run: OutageRun, clients: number): OutageFigures {
  const { stopCalled, started, loadEnd } = run.timeline;
  const down = run.samples.filter((sample) => sample.start >= stopCalled && sample.start < started);
  const failed = down.filter(
    (sample) => DATABASE_PROBES.includes(sample.probe) && !answeredWell(sample),
  );
  const before = run.samples.filter(
    (sample) =>
      DATABASE_PROBES.includes(sample.probe) && sample.end < stopCalled && answeredWell(sample),
  );
  const byProbe = Object.fromEntries(
    PROBES.map((probe) => [probe, countByStatus(down.filter((sample) => sample.probe === probe))]),
  ) as Record<Probe, Record<string, number>>;
  const recovery = Object.fromEntries(
    DATABASE_PROBES.map((probe) => [probe, probeRecovery(run, probe)]),
  );
  const logLines = run.lines.filter(
    (line) =>
      line.at >= stopCalled && line.at <= loadEnd && /"level":"(warn|error)"/.test(line.text),
  ).length;
  return {
    outageSeconds: (run.timeline.started - stopCalled) / 1000,
    stopMs: run.timeline.stopped - stopCalled,
    clients,
    requests: run.samples.length,
    byStatus: countByStatus(down.filter((sample) => DATABASE_PROBES.includes(sample.probe))),
    byProbe,
    timeToFail: latency(failed),
    before: latency(before),
    recovery,
    recoveryWorst: worst(Object.values(recovery)),
    logLines,
  };
}

/** Runs the outage scenario (a throwaway cluster of its own) and returns its figures. */
export async function measureOutage(options: OutageOptions = {}): Promise<OutageFigures> {
  const clientsPerProbe = options.clientsPerProbe ?? 2;
  const run = await runOutageScenario({ outageMs: 8_000, ...options, clientsPerProbe });
  const clients =
    DATABASE_PROBES.length * clientsPerProbe + (PROBES.length - DATABASE_PROBES.length);
  return outageFigures(run, clients);
}

const PROBE_LABELS: Record<Probe, string> = {
  "api-read": "API read (`/api/v1/tools?q=…`)",
  page: "Anonymous page (search, `/categories`)",
  "signed-in-page": "Signed-in page (`/dashboard`)",
  "api-write": "API write (`POST /api/v1/page-views`)",
  healthz: "`/healthz`",
  readyz: "`/readyz`",
};

const ms = (value: number | null) => (value === null ? "never" : `${Math.round(value)} ms`);

/** Statuses as `503 × 120, 200 × 4`, most frequent first. */
function statusList(counts: Record<string, number>) {
  const entries = Object.entries(counts).sort((a, b) => b[1] - a[1]);
  return entries.length ? entries.map(([status, n]) => `${status} × ${n}`).join(", ") : "none";
}

/** The figures as a Markdown section for BENCHMARKS.md (`heading` is its level, `###`). */
export function outageMarkdown(figures: OutageFigures, heading = "###") {
  const rows = PROBES.map((probe) => {
    const recovery = figures.recovery[probe];
    return `| ${PROBE_LABELS[probe]} | ${statusList(figures.byProbe[probe])} | ${recovery ? ms(recovery.firstGoodMs) : "–"} | ${recovery ? ms(recovery.steadyMs) : "–"} |`;
  });
  const fail = figures.timeToFail;
  return [
    `${heading} PostgreSQL outage under load`,
    "",
    `One app server (production build) on a PostgreSQL cluster of its own, ${figures.clients} clients asking steadily (${figures.requests} requests in all); the cluster stopped (\`pg_ctl stop -m fast\`) for ${figures.outageSeconds.toFixed(1)} s, then started again.`,
    "",
    `- **Answers by status** while the database was away: ${statusList(figures.byStatus)} ("cached": pages kept from before, answered from memory; requests sent during the ${figures.stopMs} ms the stop took may still succeed).`,
    `- **Time to fail** (answers that needed the database, ${fail.count} of them): p50 ${fail.p50} ms, p99 ${fail.p99} ms, max ${fail.max} ms (good answers before the outage: p50 ${figures.before.p50} ms, p99 ${figures.before.p99} ms).`,
    `- **Time to recover** from the cluster taking connections again: first good answer of every kind within ${ms(figures.recoveryWorst.firstGoodMs)}, all answers good from ${ms(figures.recoveryWorst.steadyMs)}.`,
    `- **Log**: ${figures.logLines} warn or error lines from the stop to the end of the run.`,
    "",
    "| Request | Answers while away | First good after return | All good after return |",
    "|---|---|---:|---:|",
    ...rows,
    "",
  ].join("\n");
}

/** Runs the scenario alone and prints its Markdown section (and, with --json, its figures). */
async function main() {
  const args = process.argv.slice(2);
  const outage = Number(args.find((arg) => arg.startsWith("--outage="))?.split("=")[1] ?? 8);
  const figures = await measureOutage({ outageMs: outage * 1000 });
  console.log(outageMarkdown(figures));
  if (args.includes("--json")) console.log(JSON.stringify(figures, null, 2));
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  await main();
}
