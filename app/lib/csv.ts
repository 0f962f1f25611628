// CSV as spreadsheets read it (RFC 4180: comma-separated, CRLF line ends, quotes doubled), for
// the subscriber export and the catalogue's dataset.

/**
 * Spreadsheets run a cell that starts with one of these as a formula; an address such as
 * "-2+3@example.com" is valid, so such a cell gets a leading apostrophe (OWASP's advice).
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: neutralised if a spreadsheet would run it, quoted if it needs quotes. */
export function csvCell(value: string) {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** One line of cells, with its line end. */
export function csvLine(values: readonly string[]) {
  return `${values.map(csvCell).join(",")}\r\n`;
}
