import { describe, expect, it } from "vitest";
import { labelledValues } from "./labelled-values";

describe("labelledValues", () => {
  it("lists the values in the order the labels name them, each with its label", () => {
    const [values, labels] = labelledValues({
      open: "Open",
      resolved: "Resolved",
      dismissed: "Dismissed",
    });
    expect(values).toEqual(["open", "resolved", "dismissed"]);
    expect(values.map((value) => labels[value])).toEqual(["Open", "Resolved", "Dismissed"]);
  });
});
