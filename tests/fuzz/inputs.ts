import fc from "fast-check";

// Generators of bad input: the values, fields, bodies and query strings a fuzz case is made of.
// Cases are plain descriptions (a file is its kind and size, not its bytes) so a failing one
// prints short; `encodeBody` and `encodeQuery` turn them into bytes.

/** Names that reach an object's prototype when used as a key. */
export const PROTOTYPE_NAMES = [
  "__proto__",
  "constructor",
  "prototype",
  "toString",
  "valueOf",
  "hasOwnProperty",
  "isPrototypeOf",
  "__defineGetter__",
  "__lookupGetter__",
  "toJSON",
  "then",
] as const;

/** Values that trip parsers and validators: numbers as text, markup, escapes, odd Unicode. */
const TRICKY_TEXT = [
  "",
  " ",
  "\t\r\n",
  "null",
  "undefined",
  "true",
  "false",
  "NaN",
  "Infinity",
  "-1",
  "0",
  "-0",
  "1.5",
  "1e309",
  "9007199254740993",
  "0x1F",
  "[]",
  "{}",
  "[object Object]",
  "<script>alert(1)</script>",
  "' OR '1'='1' --",
  '"; DROP TABLE users; --',
  "${7*7}{{7*7}}",
  "../../../../etc/passwd",
  "%00",
  "%",
  "%E0%A4%A",
  "\\",
  "\u0000",
  "\u202e\u2066bidi",
  "\ufeffbom",
  "\ud800",
  "\udfff\ud800",
  "😀",
  "e\u0301\u0301\u0301",
  "javascript:alert(1)",
  "http://127.0.0.1:5432/",
  "//evil.example/path",
  "https://example.com/" + "a".repeat(3000),
  "a@b",
  "@",
  "user@",
  "x@example..com",
  "\r\nSet-Cookie: injected=1",
];

const controlText = fc.string({
  unit: fc.oneof(
    fc.integer({ min: 0, max: 0x1f }).map((code) => String.fromCharCode(code)),
    fc.integer({ min: 0x7f, max: 0x9f }).map((code) => String.fromCharCode(code)),
    fc.constantFrom("\u2028", "\u2029", "\u200b", "\u202e"),
    fc.constantFrom("a", "b", " "),
  ),
  minLength: 1,
  maxLength: 30,
});

/** Long text: at and past the fields' limits, and past the bodies'. */
const longText = fc
  .tuple(
    fc.constantFrom(101, 256, 1_001, 5_001, 12_000, 20_000, 70_000, 1_100_000),
    fc.constantFrom("x", "é", "😀", "a ", "\u0000"),
  )
  .map(([length, unit]) => unit.repeat(Math.ceil(length / unit.length)));

/**
 * A bad value for a field or parameter: tricky text, prototype names, any Unicode (lone
 * surrogates too), control characters, very long text, or one of `plausible` (real values, so
 * the other fields of a case get past validation).
 */
export function badText(plausible: readonly string[] = []): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 5, arbitrary: fc.constantFrom(...TRICKY_TEXT) },
    { weight: 4, arbitrary: fc.constantFrom(...PROTOTYPE_NAMES) },
    { weight: 3, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
    { weight: 2, arbitrary: fc.string({ unit: "grapheme", maxLength: 40 }) },
    { weight: 2, arbitrary: controlText },
    { weight: 1, arbitrary: longText },
    {
      weight: plausible.length ? 5 : 0,
      arbitrary: plausible.length ? fc.constantFrom(...plausible) : fc.constant(""),
    },
  );
}

/** A file in a multipart body, by description. */
export type FileValue = {
  file: true;
  filename: string;
  type: string;
  fill: "png" | "pdf" | "html" | "random" | "zeros";
  size: number;
};

export type FieldValue = string | FileValue;

/** What the bytes of a file or a raw body are made of. */
export type ByteFill = FileValue["fill"] | "invalid-utf8";
export type Field = [name: string, value: FieldValue];

/** A file whose name, type, content and size may each be wrong (and may be over a limit). */
export const badFile: fc.Arbitrary<FileValue> = fc.record({
  file: fc.constant(true as const),
  filename: fc.constantFrom(
    "resume.pdf",
    "avatar.png",
    "",
    "../../../etc/passwd",
    'quote".pdf',
    "x".repeat(300) + ".pdf",
    "résumé.pdf",
    "a\u0000b.pdf",
    "evil.html",
    "CON",
    "no-extension",
  ),
  type: fc.constantFrom(
    "application/pdf",
    "image/png",
    "image/jpeg",
    "image/webp",
    "image/svg+xml",
    "text/html",
    "application/octet-stream",
    "",
  ),
  fill: fc.constantFrom("png", "pdf", "html", "random", "zeros"),
  size: fc.oneof(
    { weight: 12, arbitrary: fc.constantFrom(0, 1, 67, 2_000) },
    { weight: 2, arbitrary: fc.constantFrom(2_100_000, 5_300_000) },
    { weight: 1, arbitrary: fc.constant(11_000_000) },
  ),
});

/** How a field list is changed before it is sent. */
export type FieldEdit =
  | { op: "set"; name: string; value: FieldValue }
  | { op: "drop"; name: string }
  | { op: "repeat"; name: string; values: string[] }
  | { op: "rename"; name: string; to: string };

/** A field name: one the form has, one another form has, a prototype name, or any text. */
export function fieldName(own: readonly string[], vocabulary: readonly string[]) {
  return fc.oneof(
    {
      weight: own.length ? 6 : 0,
      arbitrary: own.length ? fc.constantFrom(...own) : fc.constant("x"),
    },
    { weight: 2, arbitrary: fc.constantFrom(...vocabulary, "intent", "id") },
    { weight: 2, arbitrary: fc.constantFrom(...PROTOTYPE_NAMES) },
    { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 20 }) },
  );
}

/** Up to five edits of a form's fields: bad values, files, removals, repeats, renames. */
export function fieldEdits(
  own: readonly string[],
  vocabulary: readonly string[],
  plausible: (name: string) => readonly string[],
): fc.Arbitrary<FieldEdit[]> {
  const name = fieldName(own, vocabulary);
  const edit: fc.Arbitrary<FieldEdit> = fc.oneof(
    {
      weight: 6,
      arbitrary: name.chain((field) =>
        badText(plausible(field)).map((value) => ({ op: "set" as const, name: field, value })),
      ),
    },
    {
      weight: 1,
      arbitrary: fc.record({ op: fc.constant("set" as const), name, value: badFile }),
    },
    { weight: 2, arbitrary: fc.record({ op: fc.constant("drop" as const), name }) },
    {
      weight: 1,
      arbitrary: fc.record({
        op: fc.constant("repeat" as const),
        name,
        values: fc.array(badText(), { minLength: 2, maxLength: 4 }),
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        op: fc.constant("rename" as const),
        name,
        to: fc.constantFrom("[]", "[0]", "[__proto__]", ".constructor", "[a][b]", " "),
      }),
    },
  );
  return fc.array(edit, { maxLength: 5 });
}

/** The fields after `edits`, in order (a set of a name the fields lack adds it). */
export function applyEdits(fields: readonly Field[], edits: readonly FieldEdit[]): Field[] {
  let result: Field[] = [...fields];
  for (const edit of edits) {
    switch (edit.op) {
      case "set": {
        const at = result.findIndex(([name]) => name === edit.name);
        if (at === -1) result.push([edit.name, edit.value]);
        else result[at] = [edit.name, edit.value];
        break;
      }
      case "drop":
        result = result.filter(([name]) => name !== edit.name);
        break;
      case "repeat":
        result = [
          ...result.filter(([name]) => name !== edit.name),
          ...edit.values.map((value): Field => [edit.name, value]),
        ];
        break;
      case "rename":
        result = result.map(([name, value]) =>
          name === edit.name ? [`${name}${edit.to}`, value] : [name, value],
        );
        break;
    }
  }
  return result;
}

/** JSON as a tree whose objects are entry lists, so keys like __proto__ and repeats survive. */
export type JsonTree = { raw: string } | { array: JsonTree[] } | { object: [string, JsonTree][] };

const jsonScalar: fc.Arbitrary<JsonTree> = fc.oneof(
  badText().map((text) => ({ raw: JSON.stringify(text) })),
  fc.integer().map((n) => ({ raw: String(n) })),
  fc.double({ noNaN: true, noDefaultInfinity: true }).map((n) => ({ raw: JSON.stringify(n) })),
  fc
    .constantFrom("true", "false", "null", "1e400", "-0", "123456789012345678901234567890")
    .map((raw) => ({ raw })),
);

/** A JSON value: scalars of every type, arrays and nested objects with hostile keys. */
export function jsonTree(keys: readonly string[]): fc.Arbitrary<JsonTree> {
  const key = fc.oneof(
    {
      weight: keys.length ? 4 : 0,
      arbitrary: keys.length ? fc.constantFrom(...keys) : fc.constant("k"),
    },
    { weight: 2, arbitrary: fc.constantFrom(...PROTOTYPE_NAMES) },
    { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 12 }) },
  );
  const { value } = fc.letrec<{ value: JsonTree; array: JsonTree; object: JsonTree }>((tie) => ({
    value: fc.oneof({ depthSize: "small", maxDepth: 4 }, jsonScalar, tie("array"), tie("object")),
    array: fc.array(tie("value"), { maxLength: 4 }).map((items) => ({ array: items })),
    object: fc
      .array(fc.tuple(key, tie("value")), { maxLength: 5 })
      .map((entries) => ({ object: entries })),
  }));
  return value;
}

/** A JSON tree as text. */
export function jsonText(tree: JsonTree): string {
  if ("raw" in tree) return tree.raw;
  if ("array" in tree) return `[${tree.array.map(jsonText).join(",")}]`;
  return `{${tree.object.map(([key, value]) => `${JSON.stringify(key)}:${jsonText(value)}`).join(",")}}`;
}

/** Text that is not JSON, or JSON no parser should be asked to build in full. */
const brokenJson = fc.constantFrom(
  "",
  "{",
  "[",
  '{"a":}',
  "nul",
  '"just a string"',
  "1",
  "[]",
  "null",
  "{}{}",
  '{"a":1,}',
  "\ufeff{}",
  "[".repeat(20_000) + "]".repeat(20_000),
  '{"a":'.repeat(5_000) + "1" + "}".repeat(5_000),
);

/** A request body, by description. */
export type BodySpec =
  | { kind: "none" }
  | { kind: "urlencoded"; fields: Field[]; flaw: UrlencodedFlaw }
  | { kind: "multipart"; fields: Field[]; flaw: MultipartFlaw }
  | { kind: "json"; text: string }
  | { kind: "bytes"; fill: ByteFill; size: number };

export type UrlencodedFlaw = "none" | "invalid-utf8" | "bad-escapes" | "separators";
export type MultipartFlaw =
  | "none"
  | "invalid-utf8"
  | "no-boundary"
  | "wrong-boundary"
  | "unterminated"
  | "bare-lf"
  | "no-disposition";

export const urlencodedFlaw = fc.constantFrom<UrlencodedFlaw>(
  "none",
  "none",
  "none",
  "invalid-utf8",
  "bad-escapes",
  "separators",
);

export const multipartFlaw = fc.constantFrom<MultipartFlaw>(
  "none",
  "none",
  "none",
  "invalid-utf8",
  "no-boundary",
  "wrong-boundary",
  "unterminated",
  "bare-lf",
  "no-disposition",
);

/** A JSON body: an object with the endpoint's keys (and others), any JSON, or broken JSON. */
export function jsonBody(keys: readonly string[], plausible: (name: string) => readonly string[]) {
  const withKeys = fc
    .array(
      fc.constantFrom(...(keys.length ? keys : ["value"])).chain((key) =>
        fc
          .oneof(
            {
              weight: 3,
              arbitrary: badText(plausible(key)).map((text) => ({ raw: JSON.stringify(text) })),
            },
            { weight: 2, arbitrary: jsonTree(keys) },
          )
          .map((value): [string, JsonTree] => [key, value]),
      ),
      { maxLength: 4 },
    )
    .chain((entries) =>
      fc
        .array(fc.tuple(fc.constantFrom(...PROTOTYPE_NAMES), jsonTree(keys)), { maxLength: 2 })
        .map((extra) => ({ object: [...entries, ...extra] }) as JsonTree),
    );
  return fc.oneof(
    { weight: 5, arbitrary: withKeys.map(jsonText) },
    { weight: 3, arbitrary: jsonTree(keys).map(jsonText) },
    { weight: 2, arbitrary: brokenJson },
  );
}

/** A body of raw bytes: binary junk, invalid UTF-8, or past any limit. */
export const rawBytes: fc.Arbitrary<BodySpec> = fc.record({
  kind: fc.constant("bytes" as const),
  fill: fc.constantFrom("png", "pdf", "html", "random", "zeros", "invalid-utf8"),
  size: fc.oneof(
    { weight: 8, arbitrary: fc.constantFrom(1, 100, 4_097, 16_385, 65_537) },
    { weight: 2, arbitrary: fc.constantFrom(1_100_000, 5_300_000) },
    { weight: 1, arbitrary: fc.constant(11_000_000) },
  ),
});

/** Query parameters: the endpoint's own names and others, with bad values, sometimes repeated. */
export function queryPairs(
  names: readonly string[],
  plausible: (name: string) => readonly string[],
) {
  const name = fieldName(names, names);
  return fc.array(
    name.chain((field) =>
      badText(plausible(field)).map((value): [string, string] => [field, value]),
    ),
    { maxLength: 5 },
  );
}

/** How a query string is written: properly, with broken escapes, or with raw bytes. */
export type QueryFlaw = "none" | "bad-escapes" | "raw-bytes" | "brackets";

export const queryFlaw = fc.constantFrom<QueryFlaw>(
  "none",
  "none",
  "none",
  "bad-escapes",
  "raw-bytes",
  "brackets",
);

/** A query string (with its `?`, or empty) from pairs, written with `flaw`. */
export function encodeQuery(pairs: readonly [string, string][], flaw: QueryFlaw): string {
  if (pairs.length === 0) return flaw === "bad-escapes" ? "?%" : "";
  const parts = pairs.map(([name, value]) => {
    switch (flaw) {
      case "bad-escapes":
        return `${percentEncode(name)}=${percentEncode(value)}%E0%A4%zz`;
      case "raw-bytes":
        return `${latin1Safe(name)}=${latin1Safe(value)}\u00ff\u00c3`;
      case "brackets":
        return `${percentEncode(name)}[${percentEncode(value)}]=${percentEncode(value)}`;
      default:
        return `${percentEncode(name)}=${percentEncode(value)}`;
    }
  });
  return `?${parts.join("&")}`;
}

/**
 * Text as a path segment or query component: every byte outside unreserved ASCII
 * percent-encoded. Lone surrogates are encoded as their (invalid) three UTF-8 bytes.
 */
export function percentEncode(text: string): string {
  let out = "";
  for (const byte of wtf8(text)) {
    const char = String.fromCharCode(byte);
    out += /[A-Za-z0-9\-._~]/.test(char)
      ? char
      : `%${byte.toString(16).toUpperCase().padStart(2, "0")}`;
  }
  return out;
}

/**
 * Text sent unescaped on the request line: latin-1 characters as single raw bytes (invalid
 * UTF-8 when not ASCII); characters a request line cannot hold at all are dropped.
 */
export function latin1Safe(text: string): string {
  return [...text]
    .filter((char) => {
      const code = char.charCodeAt(0);
      return char.length === 1 && code > 0x20 && code <= 0xff && !"#?&=%".includes(char);
    })
    .join("");
}

/** UTF-8 bytes of text, lone surrogates included as their three-byte forms (WTF-8). */
function wtf8(text: string): number[] {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    let code = text.charCodeAt(i);
    if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        code = 0x10000 + ((code - 0xd800) << 10) + (next - 0xdc00);
        i++;
      }
    }
    if (code < 0x80) bytes.push(code);
    else if (code < 0x800) bytes.push(0xc0 | (code >> 6), 0x80 | (code & 63));
    else if (code < 0x10000)
      bytes.push(0xe0 | (code >> 12), 0x80 | ((code >> 6) & 63), 0x80 | (code & 63));
    else
      bytes.push(
        0xf0 | (code >> 18),
        0x80 | ((code >> 12) & 63),
        0x80 | ((code >> 6) & 63),
        0x80 | (code & 63),
      );
  }
  return bytes;
}

const BOUNDARY = "----fuzzBoundary7MA4YWxkTrZu0gW";
const TINY_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);
const PDF_HEAD = Buffer.from("%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\n%%EOF\n");

/** The bytes of a file or a raw body of `size` bytes. */
export function fillBytes(fill: ByteFill, size: number): Buffer {
  const bytes = Buffer.alloc(size, fill === "zeros" ? 0 : 0x41);
  const head =
    fill === "png"
      ? TINY_PNG
      : fill === "pdf"
        ? PDF_HEAD
        : fill === "html"
          ? Buffer.from("<!doctype html><script>alert(1)</script>")
          : fill === "invalid-utf8"
            ? Buffer.from([
                0xc3, 0x28, 0xa0, 0xa1, 0xe2, 0x28, 0xa1, 0xf0, 0x28, 0x8c, 0xbc, 0xff, 0xfe,
              ])
            : undefined;
  if (head) {
    for (let offset = 0; offset < size; offset += head.length) head.copy(bytes, offset);
  } else if (fill === "random") {
    let state = size || 1;
    for (let i = 0; i < size; i++) {
      state = (state * 1_103_515_245 + 12_345) >>> 0;
      bytes[i] = state >>> 24;
    }
  }
  return bytes;
}

/** A body's bytes and the Content-Type that would naturally go with them. */
export function encodeBody(body: BodySpec): { bytes?: Buffer; contentType?: string } {
  switch (body.kind) {
    case "none":
      return {};
    case "json":
      return { bytes: Buffer.from(body.text, "utf8"), contentType: "application/json" };
    case "bytes":
      return { bytes: fillBytes(body.fill, body.size), contentType: "application/octet-stream" };
    case "urlencoded":
      return {
        bytes: encodeUrlencoded(body.fields, body.flaw),
        contentType: "application/x-www-form-urlencoded",
      };
    case "multipart":
      return {
        bytes: encodeMultipart(body.fields, body.flaw),
        contentType:
          body.flaw === "no-boundary"
            ? "multipart/form-data"
            : `multipart/form-data; boundary=${body.flaw === "wrong-boundary" ? "other" : BOUNDARY}`,
      };
  }
}

function textOf(value: FieldValue) {
  return typeof value === "string" ? value : value.filename;
}

function encodeUrlencoded(fields: readonly Field[], flaw: UrlencodedFlaw): Buffer {
  const pairs = fields.map(([name, value]) => [name, textOf(value)] as const);
  switch (flaw) {
    case "invalid-utf8":
      return Buffer.concat(
        pairs.map(([name, value], i) =>
          Buffer.concat([
            Buffer.from(`${i ? "&" : ""}${percentEncode(name)}=`),
            Buffer.from(value, "latin1"),
            Buffer.from([0xff, 0xfe, 0xc3]),
            Buffer.from("%C3%28"),
          ]),
        ),
      );
    case "bad-escapes":
      return Buffer.from(
        pairs.map(([name, value]) => `${name}=%${percentEncode(value)}%g1%E0%A4`).join("&"),
      );
    case "separators":
      return Buffer.from(
        `&&=&${pairs.map(([name, value]) => `${percentEncode(name)}=${percentEncode(value)};x`).join("&&")}&=&novalue`,
      );
    default:
      return Buffer.from(
        pairs.map(([name, value]) => `${percentEncode(name)}=${percentEncode(value)}`).join("&"),
      );
  }
}

function encodeMultipart(fields: readonly Field[], flaw: MultipartFlaw): Buffer {
  const newline = flaw === "bare-lf" ? "\n" : "\r\n";
  const parts: Buffer[] = [];
  for (const [name, value] of fields) {
    const quotedName = name.replace(/"/g, "%22").replace(/\r?\n/g, " ");
    const disposition =
      flaw === "no-disposition"
        ? ""
        : `Content-Disposition: form-data; name="${quotedName}"${
            typeof value === "string" ? "" : `; filename="${value.filename.replace(/"/g, "%22")}"`
          }${newline}`;
    const type =
      typeof value === "string" || value.type === "" ? "" : `Content-Type: ${value.type}${newline}`;
    const content =
      typeof value === "string"
        ? Buffer.from(value, flaw === "invalid-utf8" ? "latin1" : "utf8")
        : fillBytes(value.fill, value.size);
    parts.push(
      Buffer.from(`--${BOUNDARY}${newline}${disposition}${type}${newline}`, "utf8"),
      content,
      Buffer.from(newline),
    );
  }
  if (flaw === "invalid-utf8") parts.push(Buffer.from([0xff, 0xfe, 0xc3, 0x28]));
  if (flaw !== "unterminated") parts.push(Buffer.from(`--${BOUNDARY}--${newline}`));
  return Buffer.concat(parts);
}
