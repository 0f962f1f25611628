import { describe, expect, it } from "vitest";
import { searchParamsToToolQueryInput, ToolQuerySchema } from "../schema";
import { activeFilterCount, filtersDiffer } from "./tool-filters";

const query = (search: string) =>
  ToolQuerySchema.parse(searchParamsToToolQueryInput(new URLSearchParams(search)));

describe("activeFilterCount", () => {
  it("is 0 for the defaults, whatever the search text", () => {
    expect(activeFilterCount(query("q=chat"))).toBe(0);
  });

  it("counts category, pricing, minimum rating and each feature", () => {
    expect(
      activeFilterCount(
        query("category=Design&pricing=Free&minRating=4&features=API&features=Voice"),
      ),
    ).toBe(5);
  });

  it("leaves out the sort, which sits beside the Filters button", () => {
    const sorted = query("sort=newest");
    expect(activeFilterCount(sorted)).toBe(0);
    // Reset All still offers to undo it.
    expect(filtersDiffer(sorted)).toBe(true);
  });

  it("leaves out the category a category page is about", () => {
    expect(activeFilterCount(query("category=Design&pricing=Free"), "Design")).toBe(1);
  });
});
