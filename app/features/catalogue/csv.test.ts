import { describe, expect, it } from "vitest";
import { CsvError, parseCsv } from "./csv";

describe("parseCsv", () => {
  it("reads plain and quoted fields, with commas, quotes and line breaks inside quotes", () => {
    const text = 'id,name,features\r\nchatgpt,"Chat, GPT","Chat\nVoice ""mode"""\nplain,x,\n';
    expect(parseCsv(text)).toEqual([
      ["id", "name", "features"],
      ["chatgpt", "Chat, GPT", 'Chat\nVoice "mode"'],
      ["plain", "x", ""],
    ]);
  });

  it("skips a byte-order mark and reads a last line without a line break", () => {
    expect(parseCsv("\uFEFFa,b\n1,2")).toEqual([
      ["a", "b"],
      ["1", "2"],
    ]);
  });

  it("refuses a quote that is never closed, or text after a closing quote", () => {
    expect(() => parseCsv('a,b\n"open,2\n')).toThrow(CsvError);
    expect(() => parseCsv('a,"b"c\n')).toThrow("Line 1");
  });
});
