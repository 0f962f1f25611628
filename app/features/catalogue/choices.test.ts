import { describe, expect, it } from "vitest";
import { resolveChoices } from "./vocabulary.server";
import { ToolQuerySchema } from "./schema";

const choices = { categories: ["Image Generation", "Research"], pricing: ["Free", "Freemium"] };
const query = (input: Record<string, string>) => ToolQuerySchema.parse(input);

describe("resolveChoices", () => {
  it("writes a category and a pricing as the database names them, whatever the letter case", () => {
    const resolved = resolveChoices(
      query({ category: "image generation", pricing: "FREEMIUM" }),
      choices,
    );
    expect(resolved.problems).toEqual([]);
    expect(resolved.query).toMatchObject({ category: "Image Generation", pricing: "Freemium" });
  });

  it("leaves out a name the database does not have and says which names there are", () => {
    const resolved = resolveChoices(query({ category: "Space Travel", pricing: "Free" }), choices);
    expect(resolved.query).toMatchObject({ category: undefined, pricing: "Free" });
    expect(resolved.problems).toEqual([
      {
        field: "category",
        message: 'Unknown category "Space Travel". Use All or one of: Image Generation, Research.',
      },
    ]);
  });
});
