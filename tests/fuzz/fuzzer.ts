import fc from "fast-check";
import { caseArbitrary, describeCase, wireRequest, type FuzzCase } from "./cases";
import { changedTables, WRITTEN_BY_REFUSALS, WriteTracker } from "./database";
import { listEndpoints, type Endpoint } from "./endpoints";
import { prepareFuzzDatabase } from "./fixtures";
import { closeWireConnections, sendWire, type WireAnswer } from "./http";
import { captureErrorLines } from "./log-capture";
import { loadPathValues, unfilledSlots } from "./path-values";
import { violations, type CaseOutcome, type LoggedError } from "./properties";
import type { FuzzTarget } from "./server";
import { apiDescriptions, fieldVocabulary, formsFor, harvestSite, plausibleValues } from "./site";
import { Visitors } from "./visitors";

/** Per-endpoint figures of a run. */
export type EndpointFigures = {
  endpoint: string;
  kind: Endpoint["kind"];
  cases: number;
  status2xx: number;
  status3xx: number;
  status4xx: number;
  status5xx: number;
  unanswered: number;
  /** Refused cases (4xx) after which some table had changed. */
  refusedWrites: number;
  /** Error lines in the server's log. */
  errorLines: number;
  /** Cases that broke a property, and the first of them, described. */
  failures: number;
  firstFailure?: string;
  milliseconds: number;
};

/** The fuzzer over a running server: the endpoints, their case generators, and a runner. */
export type Fuzzer = {
  endpoints: Endpoint[];
  /** Endpoints the fuzzer cannot drive, each with why. */
  undrivable: { endpoint: Endpoint; reason: string }[];
  cases: (endpoint: Endpoint) => fc.Arbitrary<FuzzCase>;
  run: (fuzzCase: FuzzCase) => Promise<CaseOutcome>;
  close: () => void;
};

/**
 * Prepares fuzzing of every endpoint of the server at `target`: reads the route lists, seeds a
 * few queue items, signs a user and an administrator in, and reads every page's forms (as a
 * visitor and as the administrator) so cases start from what the site's own forms send.
 */
export async function createFuzzer(target: FuzzTarget): Promise<Fuzzer> {
  const endpoints = listEndpoints();
  await prepareFuzzDatabase(target.db);
  const pathValues = await loadPathValues(target.db);
  const visitors = new Visitors(target.db);
  const forms = await harvestSite(target.baseUrl, endpoints, pathValues, visitors);
  const api = apiDescriptions();
  const vocabulary = fieldVocabulary(forms, api);
  const plausible = plausibleValues(forms, pathValues);
  const tracker = new WriteTracker(target.db);
  const capture = captureErrorLines();
  const requests = new RecentRequests();

  const undrivable = endpoints.flatMap((endpoint) =>
    unfilledSlots(endpoint).map((slot) => ({
      endpoint,
      reason: `no real values for the path parameter ${slot.key} (add a source in tests/fuzz/path-values.ts)`,
    })),
  );

  return {
    endpoints,
    undrivable,
    cases: (endpoint) =>
      caseArbitrary(endpoint, {
        forms: formsFor(endpoint, forms),
        vocabulary,
        plausible,
        pathValues,
        api: api[endpoint.pattern],
      }),
    async run(fuzzCase) {
      const cookie = await visitors.cookieFor(fuzzCase.visitor);
      const before = await tracker.current();
      const answer = await sendWire(target.baseUrl, wireRequest(fuzzCase, target.baseUrl, cookie));
      const after = await tracker.current();
      const loggedErrors = requests.attribute(capture.take(), answer);
      if (!answer.answered || answer.status < 400) await tracker.settle(after);
      const written = changedTables(before.tables, after.tables).filter(
        (table) => !Object.hasOwn(WRITTEN_BY_REFUSALS, table),
      );
      return { fuzzCase, answer, written, loggedErrors };
    },
    close() {
      capture.uninstall();
      closeWireConnections();
    },
  };
}

/** Runs `runs` cases of `endpoint` (all of them, whatever they find) and counts the outcomes. */
export async function fuzzEndpoint(
  fuzzer: Fuzzer,
  endpoint: Endpoint,
  options: { runs: number; seed: number },
): Promise<EndpointFigures> {
  const started = performance.now();
  const figures: EndpointFigures = {
    endpoint: endpoint.name,
    kind: endpoint.kind,
    cases: 0,
    status2xx: 0,
    status3xx: 0,
    status4xx: 0,
    status5xx: 0,
    unanswered: 0,
    refusedWrites: 0,
    errorLines: 0,
    failures: 0,
    milliseconds: 0,
  };
  const cases = fc.sample(fuzzer.cases(endpoint), { numRuns: options.runs, seed: options.seed });
  for (const fuzzCase of cases) {
    const outcome = await fuzzer.run(fuzzCase);
    figures.cases++;
    const { answer } = outcome;
    if (!answer.answered) figures.unanswered++;
    else if (answer.status >= 500) figures.status5xx++;
    else if (answer.status >= 400) figures.status4xx++;
    else if (answer.status >= 300) figures.status3xx++;
    else figures.status2xx++;
    if (answer.answered && answer.status >= 400 && answer.status < 500 && outcome.written.length) {
      figures.refusedWrites++;
    }
    figures.errorLines += outcome.loggedErrors.length;
    const found = violations(outcome, endpoint);
    if (found.length) {
      figures.failures++;
      figures.firstFailure ??= `${describeCase(fuzzCase)}\n  -> ${found.join("\n  -> ")}`;
    }
  }
  figures.milliseconds = Math.round(performance.now() - started);
  return figures;
}

/**
 * Checks `endpoint` with fast-check's runner: the first case that breaks a property fails, is
 * shrunk to a smaller one, and is reported with its seed and path for replay. Answers the
 * statuses seen, for callers that check the endpoint was reached at all.
 */
export async function assertEndpoint(
  fuzzer: Fuzzer,
  endpoint: Endpoint,
  options: { runs: number; seed: number },
): Promise<{ statuses: number[] }> {
  const statuses: number[] = [];
  const printable = fuzzer
    .cases(endpoint)
    .map((fuzzCase) =>
      Object.assign(fuzzCase, { [fc.toStringMethod]: () => `\n${describeCase(fuzzCase)}\n` }),
    );
  await fc.assert(
    fc.asyncProperty(printable, async (fuzzCase) => {
      const outcome = await fuzzer.run(fuzzCase);
      if (outcome.answer.answered) statuses.push(outcome.answer.status);
      const found = violations(outcome, endpoint);
      if (found.length) throw new Error(found.join("\n"));
    }),
    { numRuns: options.runs, seed: options.seed },
  );
  return { statuses };
}

/**
 * The statuses of the last answers that carried a request id (X-Request-Id, on every answer of
 * 4xx or 5xx), so an error line written after its answer is judged with its own request's.
 */
class RecentRequests {
  private readonly statuses = new Map<string, number>();

  attribute(lines: string[], answer: WireAnswer): LoggedError[] {
    const status = answer.answered ? answer.status : 0;
    const id = answer.answered ? answer.headers["x-request-id"] : undefined;
    if (typeof id === "string") {
      this.statuses.set(id, status);
      if (this.statuses.size > 1_000) this.statuses.delete(this.statuses.keys().next().value!);
    }
    return lines.map((line) => {
      const named = /"requestId":"([^"]+)"/.exec(line)?.[1];
      return { line, status: (named ? this.statuses.get(named) : undefined) ?? status };
    });
  }
}
