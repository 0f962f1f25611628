// Comma-separated values as RFC 4180 writes them: fields in double quotes may hold commas,
// line breaks and doubled quotes; lines end in CRLF or LF.

export class CsvError extends Error {}

/** The records of a CSV text, each a list of fields. A final empty line is not a record. */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = "";
  let quoted = false;
  let line = 1;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const endField = () => {
    record.push(field);
    field = "";
  };
  const endRecord = () => {
    endField();
    records.push(record);
    record = [];
  };
  while (i < text.length) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
        const next = text[i + 1];
        if (next !== undefined && next !== "," && next !== "\n" && next !== "\r") {
          throw new CsvError(`Line ${line}: a quoted field must end at a comma or a line break.`);
        }
      } else {
        if (char === "\n") line++;
        field += char;
      }
      i++;
      continue;
    }
    if (char === '"') {
      if (field !== "") throw new CsvError(`Line ${line}: a quote inside an unquoted field.`);
      quoted = true;
    } else if (char === ",") {
      endField();
    } else if (char === "\n" || char === "\r") {
      if (char === "\r" && text[i + 1] === "\n") i++;
      endRecord();
      line++;
    } else {
      field += char;
    }
    i++;
  }
  if (quoted) throw new CsvError(`Line ${line}: a quoted field is never closed.`);
  if (field !== "" || record.length) endRecord();
  return records;
}
