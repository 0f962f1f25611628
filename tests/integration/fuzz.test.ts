import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resetEnvCache } from "~/lib/env.server";
import { listEndpoints, type Endpoint } from "../fuzz/endpoints";
import type { FuzzCase } from "../fuzz/cases";
import { assertEndpoint, createFuzzer, type Fuzzer } from "../fuzz/fuzzer";
import { violations, type CaseOutcome } from "../fuzz/properties";
import { unfilledSlots } from "../fuzz/path-values";
import { fuzzEnvironment } from "../fuzz/server";
import { startTestServer } from "../setup/test-server";

// Every API endpoint, form action and page, read from the app's own route lists, sent generated
// bad input over real HTTP (bench/fuzz.ts sends 1,000 cases to each; this is its quick, seeded
// subset). No answer may be 5xx, no refusal may write a row, the log may hold no unhandled error,
// and a page may not take PUT, PATCH or DELETE.
const SEED = 20_261_124;
const RUNS_PER_ENDPOINT = 8;

const endpoints = listEndpoints();
const dataDir = mkdtempSync(path.join(tmpdir(), "aitools-fuzz-suite-"));
const environment = fuzzEnvironment(dataDir);
const saved = Object.fromEntries(Object.keys(environment).map((name) => [name, process.env[name]]));
let server: Awaited<ReturnType<typeof startTestServer>>;
let fuzzer: Fuzzer;
beforeAll(async () => {
  Object.assign(process.env, environment);
  resetEnvCache();
  server = await startTestServer({ pages: true });
  fuzzer = await createFuzzer(server);
});
afterAll(async () => {
  fuzzer?.close();
  await server?.close();
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  resetEnvCache();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("the endpoints the fuzzer reads from the app", () => {
  it("include the API's, every page's and every form action", () => {
    const names = endpoints.map((endpoint) => endpoint.name);
    expect(names).toEqual(
      expect.arrayContaining([
        "GET /api/v1/tools",
        "POST /api/v1/newsletter",
        "POST /mcp",
        "POST /api/careers",
        "POST /api/admin/tools/import",
        "ALL /api/auth/*",
        "POST /contact",
        "POST /admin/tools/:id",
        "POST /admin (index)",
        "GET /blog",
      ]),
    );
    const actions = endpoints.filter((endpoint) => endpoint.kind === "action");
    expect(actions.length).toBeGreaterThanOrEqual(30);
  });

  it("can all be driven: every path parameter has real values to fill it", () => {
    const unfilled = endpoints.flatMap((endpoint) =>
      unfilledSlots(endpoint).map((slot) => `${endpoint.name}: ${slot.key}`),
    );
    expect(unfilled).toEqual([]);
  });
});

describe("the fuzzer itself", () => {
  const contact: FuzzCase = {
    endpoint: "POST /contact",
    method: "POST",
    path: "/contact",
    suffix: "",
    index: false,
    query: [],
    queryFlaw: "none",
    visitor: "anonymous",
    origin: "same",
    body: {
      kind: "urlencoded",
      flaw: "none",
      fields: [
        ["name", "Grace Hopper"],
        ["email", "grace@example.com"],
        ["subject", "A listing is out of date"],
        ["message", "The pricing of one tool changed last month."],
      ],
    },
    contentType: { as: "natural" },
    chunked: false,
    headers: [],
  };

  it("sees the rows a request writes", async () => {
    const outcome = await fuzzer.run(contact);
    expect(outcome.answer).toMatchObject({ answered: true, status: 302 });
    expect(outcome.written).toEqual(["contact_submissions"]);
  });

  it("fails a refusal that wrote, a 5xx, and an unhandled error", () => {
    const endpoint = endpoints.find((candidate) => candidate.name === "POST /contact")!;
    const outcome = (status: number, written: string[], lines: string[] = []) =>
      ({
        fuzzCase: contact,
        answer: { answered: true, status, headers: {} },
        written,
        loggedErrors: lines.map((line) => ({ line, status })),
      }) satisfies CaseOutcome;
    expect(violations(outcome(302, ["contact_submissions"]), endpoint)).toEqual([]);
    expect(violations(outcome(400, ["contact_submissions"]), endpoint)).toEqual([
      "refused with 400 but wrote to contact_submissions",
    ]);
    expect(violations(outcome(503, []), endpoint)).toEqual(["answered 503"]);
    const unhandled = '{"level":"error","message":"Unhandled error"}';
    expect(violations(outcome(400, [], [unhandled]), endpoint)).toEqual([
      `logged an error: ${unhandled}`,
    ]);
    expect(
      violations({ ...outcome(200, []), fuzzCase: { ...contact, method: "PUT" } }, endpoint),
    ).toEqual(["a page answered PUT with 200 (Allow: undefined) instead of 405"]);
    const refused = { answered: true, status: 405, headers: { allow: "GET, HEAD, POST" } } as const;
    expect(
      violations(
        { ...outcome(405, []), answer: refused, fuzzCase: { ...contact, method: "PUT" } },
        endpoint,
      ),
    ).toEqual([]);
  });
});

/** Catch-all routes whose every answer is 404 by design. */
const answersOnlyNotFound = (endpoint: Endpoint) => endpoint.pattern.endsWith("/*");

describe("every endpoint under generated bad input", () => {
  it.each(endpoints.map((endpoint) => [endpoint.name, endpoint] as const))(
    "%s",
    async (_, endpoint) => {
      const { statuses } = await assertEndpoint(fuzzer, endpoint, {
        runs: RUNS_PER_ENDPOINT,
        seed: SEED,
      });
      // Reached: some case got past routing to the endpoint's own handler.
      if (!answersOnlyNotFound(endpoint))
        expect(statuses.some((status) => status !== 404)).toBe(true);
    },
    120_000,
  );
});
