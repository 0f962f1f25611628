// The load generator for throughput figures: wrk (Debian's package), written in C. It parses each
// answer's headers and counts its body without copying or decoding it, so the server measured,
// not the generator, is what runs out of time first (autocannon turns every body into a
// JavaScript string, which caps it at about 5,000 answers a second for a 120 KB page).
import { execFileSync, execSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Run } from "./pages";

const WRK = "/usr/bin/wrk";

/** A script that prints wrk's summary as one line of JSON once the run is over. */
const SUMMARY_SCRIPT = `
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format(
    'SUMMARY {"requests":%d,"durationUs":%d,"p50Us":%d,"p99Us":%d,"connect":%d,"read":%d,"write":%d,"status":%d,"timeout":%d}\\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(99),
    e.connect, e.read, e.write, e.status, e.timeout))
end
`;

function ensureWrk() {
  if (existsSync(WRK)) return;
  console.log("Installing wrk (Debian's package), the load generator...");
  execSync("apt-get install -y wrk", { stdio: "inherit" });
}

export type WrkOptions = {
  url: string;
  connections: number;
  /** Seconds. */
  duration: number;
  headers?: Record<string, string>;
};

/**
 * One wrk run: one thread (the other core is the server's), `connections` kept-alive connections.
 * A run with any failed request (an error status, a socket error, a time-out) measured something
 * else than the answer asked for, and fails.
 */
export function wrk(options: WrkOptions): Run {
  ensureWrk();
  const dir = mkdtempSync(path.join(tmpdir(), "aitools-wrk-"));
  try {
    const script = path.join(dir, "summary.lua");
    writeFileSync(script, SUMMARY_SCRIPT);
    const args = [
      "-t1",
      `-c${options.connections}`,
      `-d${Math.max(1, Math.round(options.duration))}s`,
      "--timeout",
      "10s",
      "-s",
      script,
      ...Object.entries(options.headers ?? {}).flatMap(([name, value]) => [
        "-H",
        `${name}: ${value}`,
      ]),
      options.url,
    ];
    const output = execFileSync(WRK, args, { encoding: "utf8" });
    const line = /^SUMMARY (.+)$/m.exec(output)?.[1];
    if (!line) throw new Error(`wrk printed no summary:\n${output}`);
    const summary = JSON.parse(line) as {
      requests: number;
      durationUs: number;
      p50Us: number;
      p99Us: number;
      connect: number;
      read: number;
      write: number;
      status: number;
      timeout: number;
    };
    const failed =
      summary.connect + summary.read + summary.write + summary.status + summary.timeout;
    if (failed > 0) {
      throw new Error(
        `${options.url}: ${summary.status} answers other than 2xx or 3xx, ${failed - summary.status} socket errors or time-outs`,
      );
    }
    return {
      rps: Math.round(summary.requests / (summary.durationUs / 1e6)),
      p50: Math.round(summary.p50Us / 100) / 10,
      p99: Math.round(summary.p99Us / 100) / 10,
      requests: summary.requests,
      errors: summary.connect + summary.read + summary.write,
      timeouts: summary.timeout,
      non2xx: summary.status,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
