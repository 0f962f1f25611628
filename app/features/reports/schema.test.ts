import { describe, expect, it } from "vitest";
import { ReportDecisionSchema, ReportSchema, ToolReportsDecisionSchema } from "./schema";

const message = (input: unknown) => ReportSchema.safeParse(input).error?.issues[0]?.message;

describe("the report schema", () => {
  it("keeps a reason alone, blank optional fields as null", () => {
    expect(ReportSchema.parse({ reason: "broken_link", note: "  ", email: "" })).toEqual({
      reason: "broken_link",
      note: null,
      email: null,
    });
  });

  it("trims the note and lower-cases the reply address", () => {
    expect(
      ReportSchema.parse({ reason: "other", note: " Moved. ", email: " Ada@Example.ORG " }),
    ).toEqual({ reason: "other", note: "Moved.", email: "ada@example.org" });
  });

  it("explains each refusal", () => {
    expect(message({})).toBe("Choose what is wrong with this listing.");
    expect(message({ reason: "broken" })).toBe("Choose what is wrong with this listing.");
    expect(message({ reason: "other", note: "n".repeat(1001) })).toBe(
      "The note can be at most 1000 characters.",
    );
    expect(message({ reason: "other", email: "a@b" })).toBe("Please enter a valid email address.");
  });
});

describe("the decision schemas", () => {
  it("take resolved or dismissed, with an optional note of at most 500 characters", () => {
    expect(ReportDecisionSchema.parse({ id: "7", status: "resolved", note: "" })).toEqual({
      id: 7,
      status: "resolved",
      note: null,
    });
    expect(ToolReportsDecisionSchema.safeParse({ toolId: "x", status: "open" }).success).toBe(
      false,
    );
    expect(
      ReportDecisionSchema.safeParse({ id: 1, status: "dismissed", note: "n".repeat(501) }).success,
    ).toBe(false);
  });
});
