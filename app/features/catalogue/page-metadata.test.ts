import { describe, expect, it } from "vitest";
import { readPageMetadata } from "./page-metadata";

const base = new URL("https://tool.example.com/start/");

describe("readPageMetadata", () => {
  it("reads the title, the description and the declared icons, best first", () => {
    const html = `<!doctype html><html><head>
      <title> Tool &amp; Co —
        Home </title>
      <meta name="description" content="Writes &quot;briefs&quot; from notes.">
      <meta property="og:image" content="/share.png">
      <link rel="icon" href="favicon-32.png" sizes="32x32">
      <link rel='apple-touch-icon' href='https://cdn.example.com/touch.png'>
      <link rel="stylesheet" href="/app.css">
      </head><body><link rel="icon" href="/late.png"></body></html>`;
    const found = readPageMetadata(html, base);
    expect(found.title).toBe("Tool & Co — Home");
    expect(found.description).toBe('Writes "briefs" from notes.');
    expect(found.icons.map(String)).toEqual([
      "https://cdn.example.com/touch.png",
      "https://tool.example.com/start/favicon-32.png",
      "https://tool.example.com/share.png",
    ]);
  });

  it("falls back to the share title and description, and follows <base>", () => {
    const html = `<head><base href="https://other.example.com/x/">
      <meta property="og:title" content="Shared title"><meta property="og:description" content="Shared.">
      <link rel="shortcut icon" href="icon.ico"></head>`;
    const found = readPageMetadata(html, base);
    expect(found).toMatchObject({ title: "Shared title", description: "Shared." });
    expect(found.icons.map(String)).toEqual(["https://other.example.com/x/icon.ico"]);
  });

  it("gives nothing for a page without a head, and ignores addresses that are not web pages", () => {
    const found = readPageMetadata(
      `<html><body><title>Not in head</title></body></html><link rel="icon" href="javascript:alert(1)">`,
      base,
    );
    expect(found).toEqual({ title: null, description: null, icons: [] });
    expect(readPageMetadata(`<link rel="icon" href="javascript:alert(1)">`, base).icons).toEqual(
      [],
    );
  });
});
