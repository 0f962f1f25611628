import { describe, expect, it } from "vitest";
import { mayReadAs } from "./english-words.server";

describe("mayReadAs", () => {
  it.each([
    ["writng", "writing"],
    ["vidoe", "video"],
    ["meting", "meeting"],
    ["math", "maths"],
    ["alternatives", "alternative"],
    ["summarize", "summarise"],
    ["color", "colour"],
  ])("reads %j as %j: a slip, another form or another spelling", (typed, candidate) => {
    expect(mayReadAs(typed, candidate)).toBe(true);
  });

  it.each([
    ["week", "weak"],
    ["kids", "kits"],
    ["said", "paid"],
    ["less", "lets"],
    ["pass", "past"],
    ["paint", "point"],
    ["tome", "time"],
    ["audition", "auditing"],
    ["prep", "pre"],
  ])("keeps the everyday word %j instead of reading it as %j", (typed, candidate) => {
    expect(mayReadAs(typed, candidate)).toBe(false);
  });
});
