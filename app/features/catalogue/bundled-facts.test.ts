import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  BUNDLED_FACTS_FILE,
  BundledFactsSchema,
  factsProblems,
  ToolFactsSchema,
  type BundledFacts,
} from "./bundled-facts";
import { CATALOGUE_DIR, readCatalogue } from "./catalogue-files.server";

const raw: unknown = JSON.parse(readFileSync(path.join(CATALOGUE_DIR, BUNDLED_FACTS_FILE), "utf8"));
const { entries } = readCatalogue();

/** The first message the schema gives for one tool's facts, or null when it takes them. */
function refusal(facts: unknown) {
  return ToolFactsSchema.safeParse(facts).error?.issues[0]?.message ?? null;
}

describe("the bundled facts", () => {
  const parsed = BundledFactsSchema.safeParse(raw);

  it("pass the schema", () => {
    expect(parsed.error?.issues ?? []).toEqual([]);
  });

  it("give facts for every tool of the catalogue and for no other id", () => {
    const facts = parsed.data as BundledFacts;
    expect(Object.keys(facts).sort()).toEqual(entries.map((entry) => entry.id).sort());
  });

  it("agree with every entry's pricing and API access", () => {
    expect(factsProblems(parsed.data as BundledFacts, entries)).toEqual([]);
  });

  it("name an API source for every tool with API access", () => {
    const facts = parsed.data as BundledFacts;
    const withApi = entries.filter((entry) => entry.apiAccess);
    expect(withApi.length).toBeGreaterThan(0);
    expect(withApi.filter((entry) => !facts[entry.id]?.apiSource).map((entry) => entry.id)).toEqual(
      [],
    );
  });
});

describe("one tool's facts", () => {
  const minimal = { pricingSource: "https://vendor.example/pricing" };

  it("need only a pricing source", () => {
    expect(refusal(minimal)).toBeNull();
    expect(refusal({})).toBe("Pricing source must be an https:// address.");
  });

  it("take only https addresses without tracking parameters", () => {
    expect(refusal({ pricingSource: "http://vendor.example/pricing" })).toBe(
      "Pricing source must be an https:// address.",
    );
    expect(refusal({ ...minimal, apiSource: "vendor.example/docs" })).toBe(
      "API source must be an https:// address.",
    );
    expect(refusal({ pricingSource: "https://vendor.example/pricing?utm_source=list" })).toBe(
      "Pricing source must not carry tracking parameters.",
    );
    expect(refusal({ pricingSource: "https://vendor.example/pricing?plan=team" })).toBeNull();
    expect(refusal({ pricingSource: `https://vendor.example/${"a".repeat(2048)}` })).toBe(
      "Pricing source can be at most 2,048 characters.",
    );
  });

  it("list platforms once each, in the fixed order", () => {
    expect(refusal({ ...minimal, platforms: ["web", "macos", "api"] })).toBeNull();
    const order =
      "Platforms are listed once each, in the order web, windows, macos, linux, ios, android, cli, api.";
    expect(refusal({ ...minimal, platforms: ["macos", "web"] })).toBe(order);
    expect(refusal({ ...minimal, platforms: ["web", "web"] })).toBe(order);
    expect(refusal({ ...minimal, platforms: ["web", "tv"] })).toBe(
      "Platforms are chosen from web, windows, macos, linux, ios, android, cli, api.",
    );
    expect(refusal({ ...minimal, platforms: [] })).toBe(
      "List at least one platform, or leave platforms out.",
    );
    expect(refusal({ ...minimal, platformsSource: "https://vendor.example/download" })).toBe(
      "A platforms source needs the platforms it states.",
    );
  });

  it("give a starting price as an amount, an ISO currency and a period", () => {
    const price = { amount: 9.99, currency: "USD", period: "month" };
    expect(refusal({ ...minimal, startingPrice: price })).toBeNull();
    expect(refusal({ ...minimal, startingPrice: { ...price, amount: 0 } })).toBe(
      "Starting price must be an amount above 0.",
    );
    expect(refusal({ ...minimal, startingPrice: { ...price, currency: "$" } })).toBe(
      "Currency must be a three-letter ISO 4217 code, such as USD.",
    );
    expect(refusal({ ...minimal, startingPrice: { ...price, period: "week" } })).toBe(
      "Period must be month, year or once.",
    );
  });

  it("call code open source only under an OSI licence with its repository", () => {
    const repository = "https://github.com/vendor/tool";
    expect(refusal({ ...minimal, openSource: { licence: "MIT", repository } })).toBeNull();
    expect(refusal({ ...minimal, openSource: false })).toBeNull();
    expect(
      refusal({ ...minimal, openSource: { licence: "Sustainable Use License", repository } }),
    ).toBe("Licence must be the SPDX id of an OSI licence.");
    expect(refusal({ ...minimal, openSource: true })).toBe(
      "Open source is false or a licence and a repository.",
    );
  });

  it("refuse a field the facts do not have", () => {
    expect(ToolFactsSchema.safeParse({ ...minimal, rating: 5 }).success).toBe(false);
  });
});

describe("the facts against the entries", () => {
  const entry = { id: "tool", pricing: "Freemium", apiAccess: false } as const;
  const facts = { pricingSource: "https://vendor.example/pricing" };

  it("accept facts that agree with the entry", () => {
    expect(factsProblems({ tool: { ...facts, platforms: ["web"] } }, [entry])).toEqual([]);
  });

  it("report a tool without facts and facts without a tool", () => {
    expect(factsProblems({ other: facts }, [entry])).toEqual([
      "other: no tool has this id",
      "tool: no facts",
    ]);
  });

  it("want an API source when the entry has API access", () => {
    expect(factsProblems({ tool: facts }, [{ ...entry, apiAccess: true }])).toEqual([
      "tool: the tool has an API but no API source",
    ]);
  });

  it("list the api platform exactly when the entry has API access", () => {
    expect(factsProblems({ tool: { ...facts, platforms: ["web", "api"] } }, [entry])).toEqual([
      "tool: platforms cannot include api when API access is no",
    ]);
    const withApi = { ...entry, apiAccess: true };
    const apiFacts = { ...facts, apiSource: "https://vendor.example/docs" };
    expect(factsProblems({ tool: { ...apiFacts, platforms: ["web"] } }, [withApi])).toEqual([
      "tool: platforms must include api when API access is yes",
    ]);
  });

  it("refuse a missing free plan for a Free tool and a free plan for a Paid one", () => {
    expect(
      factsProblems({ tool: { ...facts, freePlan: false } }, [{ ...entry, pricing: "Free" }]),
    ).toEqual(["tool: a Free tool cannot lack a free plan"]);
    expect(
      factsProblems({ tool: { ...facts, freePlan: true } }, [{ ...entry, pricing: "Paid" }]),
    ).toEqual(["tool: a Paid tool cannot have a free plan"]);
  });
});
