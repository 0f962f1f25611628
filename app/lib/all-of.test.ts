import { describe, expect, it } from "vitest";
import { allOf } from "./all-of";

describe("allOf", () => {
  it("gives each key its promise's value", async () => {
    expect(await allOf({ a: Promise.resolve(1), b: Promise.resolve("two") })).toEqual({
      a: 1,
      b: "two",
    });
  });

  it("fails as the first promise that fails", async () => {
    await expect(
      allOf({ a: Promise.resolve(1), b: Promise.reject(new Error("no")) }),
    ).rejects.toThrow("no");
  });
});
