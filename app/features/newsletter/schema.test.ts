import { describe, expect, it } from "vitest";
import { NewsletterSchema } from "./schema";

const message = (input: unknown) => NewsletterSchema.safeParse(input).error?.issues[0]?.message;

describe("the newsletter schema", () => {
  it("trims and lower-cases the address", () => {
    expect(NewsletterSchema.parse({ email: "  Ada.Lovelace@Example.ORG " })).toEqual({
      email: "ada.lovelace@example.org",
    });
  });

  it("explains each refusal", () => {
    expect(message({ email: "" })).toBe("Email is required.");
    expect(message({ email: "   " })).toBe("Email is required.");
    expect(message({})).toBe("Email is required.");
    expect(message({ email: 1 })).toBe("Email must be text.");
    expect(message({ email: "a@b" })).toBe("Please enter a valid email address.");
    expect(message({ email: `${"a".repeat(250)}@example.com` })).toBe(
      "Email can be at most 254 characters.",
    );
    expect(message("a@example.com")).toBe('Send an object with an "email" field.');
  });
});
