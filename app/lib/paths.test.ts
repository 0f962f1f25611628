import { describe, expect, it } from "vitest";
import { toolPath } from "./paths";

describe("toolPath", () => {
  it("links a tool's page with its id and slug", () => {
    expect(toolPath({ id: "chatgpt", slug: "chatgpt" })).toBe("/tool/chatgpt/chatgpt");
    expect(toolPath({ id: "claude-code", slug: "claude-code" })).toBe(
      "/tool/claude-code/claude-code",
    );
  });

  it("encodes an id that is not safe in a path", () => {
    expect(toolPath({ id: "a/b?c", slug: "a-b-c" })).toBe("/tool/a%2Fb%3Fc/a-b-c");
  });
});
