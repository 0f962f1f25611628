import { describe, expect, it } from "vitest";
import { paginationItems } from "./pagination";

describe("paginationItems", () => {
  it("lists every page up to 5", () => {
    expect(paginationItems(1, 1)).toEqual([1]);
    expect(paginationItems(3, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(paginationItems(1, 0)).toEqual([]);
  });

  it("shows first, last and a window with ellipses beyond 5", () => {
    expect(paginationItems(1, 10)).toEqual([1, 2, 3, 4, "ellipsis-end", 10]);
    expect(paginationItems(3, 10)).toEqual([1, 2, 3, 4, "ellipsis-end", 10]);
    expect(paginationItems(4, 10)).toEqual([1, 2, 3, 4, 5, "ellipsis-end", 10]);
    expect(paginationItems(5, 10)).toEqual([1, "ellipsis-start", 4, 5, 6, "ellipsis-end", 10]);
    expect(paginationItems(7, 10)).toEqual([1, "ellipsis-start", 6, 7, 8, 9, 10]);
    expect(paginationItems(8, 10)).toEqual([1, "ellipsis-start", 7, 8, 9, 10]);
    expect(paginationItems(10, 10)).toEqual([1, "ellipsis-start", 7, 8, 9, 10]);
    expect(paginationItems(3, 6)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it("clamps a page out of range", () => {
    expect(paginationItems(99, 7)).toEqual([1, "ellipsis-start", 4, 5, 6, 7]);
  });

  it("ends in an ellipsis, not a last page, when the count stopped before the end", () => {
    expect(paginationItems(1, 56, { more: true })).toEqual([1, 2, 3, 4, "ellipsis-end"]);
    expect(paginationItems(4, 56, { more: true })).toEqual([1, 2, 3, 4, 5, "ellipsis-end"]);
    expect(paginationItems(30, 56, { more: true })).toEqual([
      1,
      "ellipsis-start",
      29,
      30,
      31,
      "ellipsis-end",
    ]);
    // The last page counted is offered as the next one.
    expect(paginationItems(56, 57, { more: true })).toEqual([
      1,
      "ellipsis-start",
      55,
      56,
      57,
      "ellipsis-end",
    ]);
  });
});
