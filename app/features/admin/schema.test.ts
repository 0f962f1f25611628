import { describe, expect, it } from "vitest";
import { AdminToolListSchema } from "./schema";

describe("AdminToolListSchema", () => {
  it("drops control characters from the search text (PostgreSQL refuses a NUL)", () => {
    expect(AdminToolListSchema.parse({ q: " chat\u0000gpt\u0007 " }).q).toBe("chatgpt");
    expect(AdminToolListSchema.parse({ q: "\u0000" }).q).toBeUndefined();
  });
});
