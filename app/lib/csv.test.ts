import { describe, expect, it } from "vitest";
import { csvCell, csvLine } from "./csv";

describe("the subscriber export's CSV", () => {
  it("leaves plain values alone", () => {
    expect(csvCell("ada@example.com")).toBe("ada@example.com");
    expect(csvCell("2026-11-23T10:00:00.000Z")).toBe("2026-11-23T10:00:00.000Z");
    expect(csvCell("")).toBe("");
  });

  it("keeps spreadsheets from running a cell as a formula", () => {
    expect(csvCell("=HYPERLINK(1)")).toBe("'=HYPERLINK(1)");
    expect(csvCell("+1@example.com")).toBe("'+1@example.com");
    expect(csvCell("-2+3@example.com")).toBe("'-2+3@example.com");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\tx")).toBe("'\tx");
    expect(csvCell("a=b@example.com")).toBe("a=b@example.com");
  });

  it("quotes cells holding commas, quotes or line breaks", () => {
    expect(csvCell('a,"b"')).toBe('"a,""b"""');
    expect(csvCell("one\ntwo")).toBe('"one\ntwo"');
    expect(csvCell('=1,"2"')).toBe(`"'=1,""2"""`);
  });

  it("ends each line with CRLF", () => {
    expect(csvLine(["email", "confirmed_at", "subscribed_at"])).toBe(
      "email,confirmed_at,subscribed_at\r\n",
    );
  });
});
