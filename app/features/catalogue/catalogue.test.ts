import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readCatalogue } from "./catalogue-files.server";
import { CATEGORIES, PRICING_MODELS } from "./constants";
import { CatalogueEntrySchema, type CatalogueEntry } from "./content-schema";

const { entries, problems } = readCatalogue();

describe("the bundled catalogue", () => {
  it("has no invalid entry", () => {
    expect(problems).toEqual([]);
  });

  it("holds at least 150 tools", () => {
    expect(entries.length).toBeGreaterThanOrEqual(150);
  });

  it.each(CATEGORIES)("has at least 3 tools in %s", (category) => {
    expect(
      entries.filter((entry) => entry.category.includes(category)).length,
    ).toBeGreaterThanOrEqual(3);
  });

  it.each(PRICING_MODELS)("uses the pricing value %s", (pricing) => {
    expect(entries.some((entry) => entry.pricing === pricing)).toBe(true);
  });

  it("spreads the dates tools were added over time, none in the future", () => {
    const today = new Date().toISOString().slice(0, 10);
    const months = new Set(entries.map((entry) => entry.createdAt.slice(0, 7)));
    expect(months.size).toBeGreaterThanOrEqual(24);
    for (const entry of entries) {
      expect(entry.createdAt <= today, entry.id).toBe(true);
    }
  });

  it("claims no check of its facts: an entry cannot carry a confirmation or a check date", () => {
    const [entry] = entries;
    for (const claim of [{ checkedAt: "2026-11-20" }, { confirmedAt: "2026-11-20" }]) {
      expect(CatalogueEntrySchema.safeParse({ ...entry, ...claim }).success).toBe(false);
    }
    expect(CatalogueEntrySchema.safeParse(entry).success).toBe(true);
  });

  it("does not repeat a feature, pro, con or use case within a tool", () => {
    for (const entry of entries) {
      for (const list of [entry.features, entry.pros, entry.cons, entry.useCases]) {
        expect(new Set(list.map((item) => item.toLowerCase())).size, entry.id).toBe(list.length);
      }
    }
  });

  it("links each tool to its own website", () => {
    const hosts = entries.map((entry) => new URL(entry.url).host + new URL(entry.url).pathname);
    expect(new Set(hosts).size).toBe(hosts.length);
  });
});

describe("the catalogue schema", () => {
  const valid: CatalogueEntry = entries[0]!;

  function problemsFor(item: unknown) {
    const dir = mkdtempSync(path.join(tmpdir(), "catalogue-"));
    writeFileSync(path.join(dir, "tools.json"), JSON.stringify([item]));
    return readCatalogue(dir).problems.map((p) => p.message);
  }

  it("accepts a complete entry", () => {
    expect(problemsFor(valid)).toEqual([]);
  });

  it.each([
    ["a description under 100 characters", { description: "Too short." }, "description"],
    ["a short description under 20 characters", { shortDescription: "Short." }, "shortDescription"],
    [
      "a short description over 200 characters",
      { shortDescription: "x".repeat(201) },
      "shortDescription",
    ],
    ["fewer than 3 features", { features: ["One", "Two"] }, "features"],
    [
      "more than 8 features",
      { features: Array.from({ length: 9 }, (_, i) => `Feature ${i}`) },
      "features",
    ],
    ["an unknown category", { category: ["Astrology"] }, "category"],
    ["an unknown pricing value", { pricing: "Cheap" }, "pricing"],
    ["a plain-http website", { url: "http://example.com" }, "url"],
    ["no cons", { cons: [] }, "cons"],
    ["a checked date that is not a date", { checkedAt: "last week" }, "checkedAt"],
    ["an unexpected field", { secret: true }, "secret"],
  ])("rejects %s", (_label, change, field) => {
    const messages = problemsFor({ ...valid, ...change });
    expect(messages.length).toBeGreaterThan(0);
    expect(messages.join("\n")).toContain(field);
  });

  it("rejects two tools with the same id", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "catalogue-"));
    writeFileSync(path.join(dir, "a.json"), JSON.stringify([valid]));
    writeFileSync(path.join(dir, "b.json"), JSON.stringify([{ ...valid, name: "Other name" }]));
    expect(readCatalogue(dir).problems.map((p) => p.message)).toContain(`${valid.id}: id repeated`);
  });
});
