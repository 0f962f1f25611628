import { describe, expect, it } from "vitest";
import { categoryPath, savedToolsApiPath, toolPath, toolVisitPath, visitSourceOf } from "./paths";

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

describe("categoryPath", () => {
  it("links a category's page by its name, encoded", () => {
    expect(categoryPath("Image Generation")).toBe("/categories/Image%20Generation");
    expect(categoryPath("Q&A / Chat")).toBe("/categories/Q%26A%20%2F%20Chat");
  });
});

describe("toolVisitPath and visitSourceOf", () => {
  it("links a tool's website through /go with the link's source", () => {
    expect(toolVisitPath("chatgpt", "tool")).toBe("/go/chatgpt?source=tool");
    expect(toolVisitPath("a/b?c", "compare")).toBe("/go/a%2Fb%3Fc?source=compare");
  });

  it("reads a known source as it is and anything else as other", () => {
    expect(visitSourceOf("api")).toBe("api");
    for (const value of ["", null, undefined, "Tool", "https://evil.example", "//evil", "toString"])
      expect(visitSourceOf(value)).toBe("other");
  });
});

describe("savedToolsApiPath", () => {
  it("names the saved tools, or one of them by its encoded id", () => {
    expect(savedToolsApiPath()).toBe("/api/saved-tools");
    expect(savedToolsApiPath("chatgpt")).toBe("/api/saved-tools/chatgpt");
    expect(savedToolsApiPath("a/b?c")).toBe("/api/saved-tools/a%2Fb%3Fc");
  });
});
