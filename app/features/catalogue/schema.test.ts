import { describe, expect, it } from "vitest";
import { searchParamsToToolQueryInput, ToolQuerySchema } from "./schema";
import { slugify } from "./tool";

const parse = (search: string) =>
  ToolQuerySchema.safeParse(searchParamsToToolQueryInput(new URLSearchParams(search)));

describe("ToolQuerySchema", () => {
  it("applies the spec's defaults", () => {
    expect(parse("").data).toEqual({
      q: undefined,
      category: undefined,
      pricing: undefined,
      minRating: undefined,
      features: [],
      sort: "rating",
      page: 1,
      pageSize: 18,
    });
  });

  it("treats All and any as no filter", () => {
    expect(parse("category=All&pricing=all&minRating=any").data).toMatchObject({
      category: undefined,
      pricing: undefined,
      minRating: undefined,
    });
  });

  it("keeps a category and a pricing as typed, for the server to match with the database's", () => {
    expect(parse("category=%20image%20generation%20&pricing=FREEMIUM").data).toMatchObject({
      category: "image generation",
      pricing: "FREEMIUM",
    });
    expect(parse(`category=${"x".repeat(81)}`).success).toBe(false);
  });

  it("collapses whitespace and drops control characters in the search text", () => {
    expect(parse("q=%20%20chat%00%0A%20gpt%20").data?.q).toBe("chat gpt");
    expect(parse("q=%20%20").data?.q).toBeUndefined();
  });

  it("reads features repeated or comma-separated, without duplicates", () => {
    expect(parse("features=A,B&features=B&features=%20C%20").data?.features).toEqual([
      "A",
      "B",
      "C",
    ]);
  });

  it("accepts the minimum-rating choices", () => {
    for (const value of ["3", "4", "4.5"])
      expect(parse(`minRating=${value}`).data?.minRating).toBe(Number(value));
  });

  it("explains what is wrong with a bad value", () => {
    const result = parse("sort=cheapest");
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(
      "sort must be one of: relevance, rating, reviewCount, newest.",
    );
  });
});

describe("slugify", () => {
  it.each([
    ["ChatGPT", "chatgpt"],
    ["Le Chat (Mistral AI)", "le-chat-mistral-ai"],
    ["tl;dv", "tldv"],
    ["Leonardo.Ai", "leonardoai"],
    ["  Spaced   Out  ", "spaced-out"],
  ])("%s -> %s", (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });
});
