import fc from "fast-check";
import { fillPattern, pathSlots, type Endpoint, type PathSlot } from "./endpoints";
import type { HarvestedForm } from "./forms";
import type { WireRequest } from "./http";
import {
  applyEdits,
  badFile,
  badText,
  encodeBody,
  encodeQuery,
  fieldEdits,
  jsonBody,
  latin1Safe,
  multipartFlaw,
  percentEncode,
  queryFlaw,
  queryPairs,
  rawBytes,
  urlencodedFlaw,
  type BodySpec,
  type Field,
  type FileValue,
  type QueryFlaw,
} from "./inputs";
import type { PathValues } from "./path-values";
import type { ApiDescription } from "./site";

// A fuzz case: what it is made of, how it is generated for an endpoint, printed and put on the
// wire.

export type VisitorKind = "anonymous" | "user" | "admin" | "stale-cookie";
export type OriginKind = "same" | "none" | "cross" | "null";
export type ContentTypeChoice = { as: "natural" } | { as: "none" } | { as: "set"; value: string };

/** One generated request, by description (`describeCase` prints it). */
export type FuzzCase = {
  endpoint: string;
  method: string;
  /** The filled path, already encoded for the request line. */
  path: string;
  /** React Router's data request (`.data`), or a trailing slash. */
  suffix: "" | ".data" | "/";
  /** Index routes: the `?index` their forms post to. */
  index: boolean;
  query: [string, string][];
  queryFlaw: QueryFlaw;
  visitor: VisitorKind;
  origin: OriginKind;
  body: BodySpec;
  contentType: ContentTypeChoice;
  chunked: boolean;
  headers: [string, string][];
};

export const METHODS_OTHER_THAN_POST = ["PUT", "PATCH", "DELETE"] as const;
const ALL_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;

/** Content types a body is sent with instead of its own. */
const WRONG_CONTENT_TYPES = [
  "text/plain",
  "application/json",
  "application/x-www-form-urlencoded",
  "multipart/form-data",
  "multipart/form-data; boundary=",
  'multipart/form-data; boundary="unclosed',
  "application/xml",
  "text/csv",
  "application/json; charset=utf-16",
  "application/x-www-form-urlencoded; charset=iso-8859-1",
  "APPLICATION/JSON",
  "MULTIPART/FORM-DATA; BOUNDARY=----fuzzBoundary7MA4YWxkTrZu0gW",
  "",
  ";;;",
  "image/png",
  "*/*",
  "application/json; " + "x=y; ".repeat(500),
];

/** Headers some cases add: odd encodings and addresses, hostile cookies, conditional requests. */
const ODD_HEADERS: [string, string][] = [
  ["Content-Encoding", "gzip"],
  ["Content-Encoding", "br, identity, x-unknown"],
  ["Accept", "application/json"],
  ["Accept", "text/html;q=abc, */*;q=-1"],
  ["Accept-Encoding", "gzip;q=2, br;q=NaN"],
  ["Accept-Language", "x".repeat(4_000)],
  ["X-Forwarded-For", "not-an-address"],
  ["X-Forwarded-For", "1.2.3.4, , ::1, [::1]:80, 999.1.1.1"],
  ["Cookie", "__proto__=1; constructor=2; aitools.session_token=%E0%A4; toast=%"],
  ["Sec-Fetch-Site", "cross-site"],
  ["Sec-Fetch-Site", "same-origin"],
  ["Range", "bytes=5-1"],
  ["If-None-Match", '*, W/"x"'],
  ["If-Modified-Since", "not a date"],
  ["Expect", "100-continue"],
  ["X-HTTP-Method-Override", "DELETE"],
];

/** A case in a few lines: method, address, visitor, headers and body, long values cut short. */
export function describeCase(fuzzCase: FuzzCase): string {
  return [
    `${fuzzCase.method} ${shortText(targetOf(fuzzCase))}`,
    `  as ${fuzzCase.visitor}, origin ${fuzzCase.origin}${fuzzCase.chunked ? ", chunked" : ""}`,
    `  ${describeBody(fuzzCase.body)}, ${describeContentType(fuzzCase.contentType)}`,
    ...fuzzCase.headers.map(([name, header]) => `  ${name}: ${shortText(header)}`),
  ].join("\n");
}

function shortText(text: string) {
  return JSON.stringify(text.length > 120 ? `${text.slice(0, 120)}…(${text.length} chars)` : text);
}

function describeBody(body: BodySpec) {
  switch (body.kind) {
    case "none":
      return "no body";
    case "json":
      return `JSON ${shortText(body.text)}`;
    case "bytes":
      return `${body.size} bytes of ${body.fill}`;
    default: {
      const fields = body.fields.map(
        ([name, value]) => `${shortText(name)}=${describeValue(value)}`,
      );
      const flaw = body.flaw === "none" ? "" : ` (${body.flaw})`;
      return `${body.kind}${flaw}: ${fields.join(" & ") || "no fields"}`;
    }
  }
}

function describeValue(value: Field[1]) {
  if (typeof value === "string") return shortText(value);
  return `file ${shortText(value.filename)} ${value.type || "(no type)"} ${value.fill} ${value.size} bytes`;
}

function describeContentType(choice: ContentTypeChoice) {
  if (choice.as === "natural") return "its own content type";
  return choice.as === "none" ? "no content type" : `content type ${shortText(choice.value)}`;
}

/** What the cases of one endpoint are made from. */
export type CaseContext = {
  forms: HarvestedForm[];
  vocabulary: string[];
  plausible: (name: string) => string[];
  pathValues: PathValues;
  api: ApiDescription | undefined;
};

/** Every case of one endpoint: method, path, query, visitor, origin, body and headers. */
export function caseArbitrary(endpoint: Endpoint, context: CaseContext): fc.Arbitrary<FuzzCase> {
  const page = endpoint.kind !== "api";
  return fc
    .record({
      method: methodArbitrary(endpoint),
      path: pathArbitrary(endpoint, context.pathValues),
      suffix: page
        ? fc.constantFrom<FuzzCase["suffix"]>("", "", "", "", "", ".data", "/")
        : fc.constantFrom<FuzzCase["suffix"]>("", "", "", "", "", "", "/"),
      index: endpoint.index ? fc.boolean() : fc.constant(false),
      query: queryPairs(
        [...(context.api?.query ?? []), ...(page ? context.vocabulary : [])],
        context.plausible,
      ),
      queryFlaw,
      visitor: fc.constantFrom<VisitorKind>("anonymous", "user", "admin", "admin", "stale-cookie"),
      origin: fc.constantFrom<OriginKind>(
        ...Array<OriginKind>(16).fill("same"),
        "none",
        "none",
        "cross",
        "null",
      ),
      contentType: fc.oneof(
        { weight: 16, arbitrary: fc.constant<ContentTypeChoice>({ as: "natural" }) },
        { weight: 1, arbitrary: fc.constant<ContentTypeChoice>({ as: "none" }) },
        {
          weight: 3,
          arbitrary: fc
            .constantFrom(...WRONG_CONTENT_TYPES)
            .map((value): ContentTypeChoice => ({ as: "set", value })),
        },
      ),
      chunked: fc.boolean(),
      headers: fc.subarray(ODD_HEADERS, { maxLength: 2 }),
    })
    .chain((partial) =>
      bodyArbitrary(endpoint, partial.method, context).map((body): FuzzCase => ({
        endpoint: endpoint.name,
        ...partial,
        body,
      })),
    );
}

function methodArbitrary(endpoint: Endpoint): fc.Arbitrary<string> {
  const any = fc.constantFrom(...ALL_METHODS);
  if (endpoint.method === "ALL") return any;
  if (endpoint.kind === "action") {
    return fc.oneof(
      { weight: 14, arbitrary: fc.constant("POST") },
      { weight: 2, arbitrary: fc.constantFrom("GET", "HEAD") },
      { weight: 4, arbitrary: fc.constantFrom(...METHODS_OTHER_THAN_POST) },
    );
  }
  return fc.oneof(
    { weight: 16, arbitrary: fc.constant(endpoint.method) },
    { weight: 4, arbitrary: any },
  );
}

function pathArbitrary(endpoint: Endpoint, pathValues: PathValues): fc.Arbitrary<string> {
  const slots = pathSlots(endpoint.pattern);
  if (slots.length === 0) return fc.constant(endpoint.pattern);
  return fc
    .tuple(...slots.map((slot) => slotArbitrary(slot, pathValues[slot.key] ?? [])))
    .map((values) => fillPattern(endpoint.pattern, values));
}

/** A path segment that matches nothing, written to trouble the router and the handlers. */
const junkSegment: fc.Arbitrary<string> = fc.oneof(
  badText().map((text) => percentEncode(text) || "%20"),
  badText().map((text) => latin1Safe(text) || "x"),
  fc.constantFrom("..", ".", "%2e%2e", "%2F", "%", "%zz", "a%00b", "%ED%A0%80", "x".repeat(5_000)),
);

function slotArbitrary(slot: PathSlot, real: string[]): fc.Arbitrary<string | undefined> {
  const options: fc.WeightedArbitrary<string | undefined>[] = [
    { weight: 3, arbitrary: junkSegment },
  ];
  if (real.length) options.push({ weight: 7, arbitrary: fc.constantFrom(...real) });
  if (slot.optional) options.push({ weight: 2, arbitrary: fc.constant(undefined) });
  if (slot.wildcard) {
    options.push({
      weight: 2,
      arbitrary: fc
        .array(junkSegment, { minLength: 2, maxLength: 4 })
        .map((parts) => parts.join("/")),
    });
  }
  return fc.oneof(...options);
}

function bodyArbitrary(
  endpoint: Endpoint,
  method: string,
  context: CaseContext,
): fc.Arbitrary<BodySpec> {
  const forms = context.forms;
  const names = [
    ...new Set([
      ...forms.flatMap((form) => form.fields.map(([name]) => name)),
      ...(context.api?.body ?? []),
    ]),
  ];
  const edits = fieldEdits(names, context.vocabulary, context.plausible);
  const base = baseFields(forms, context.plausible);
  const urlencoded = fc
    .record({ fields: base, edits, flaw: urlencodedFlaw })
    .map(({ fields, edits: changes, flaw }): BodySpec => ({
      kind: "urlencoded",
      fields: applyEdits(fields, changes),
      flaw,
    }));
  const multipart = fc
    .record({ fields: base, edits, flaw: multipartFlaw })
    .map(({ fields, edits: changes, flaw }): BodySpec => ({
      kind: "multipart",
      fields: applyEdits(fields, changes),
      flaw,
    }));
  const json = jsonBody(names, context.plausible).map((text): BodySpec => ({ kind: "json", text }));
  const none = fc.constant<BodySpec>({ kind: "none" });
  const readsOnly = method === "GET" || method === "HEAD" || method === "OPTIONS";
  if (readsOnly) {
    return fc.oneof({ weight: 12, arbitrary: none }, urlencoded, json, rawBytes);
  }
  const takesJson = Boolean(context.api?.body.length) && !forms.length;
  const takesFiles = forms.some((form) => form.multipart);
  return fc.oneof(
    { weight: takesJson ? 2 : 8, arbitrary: urlencoded },
    { weight: takesFiles ? 8 : 3, arbitrary: multipart },
    { weight: takesJson ? 10 : 2, arbitrary: json },
    { weight: 1, arbitrary: rawBytes },
    { weight: 1, arbitrary: none },
  );
}

const SMALL_FILES: FileValue[] = [
  { file: true, filename: "resume.pdf", type: "application/pdf", fill: "pdf", size: 2_000 },
  { file: true, filename: "avatar.png", type: "image/png", fill: "png", size: 67 },
];

/** The fields of one of the endpoint's forms, each with a value the page offers or a likely one. */
function baseFields(
  forms: HarvestedForm[],
  plausible: (name: string) => string[],
): fc.Arbitrary<Field[]> {
  if (forms.length === 0) return fc.constant([]);
  return fc.constantFrom(...forms).chain((form) =>
    fc.tuple(
      ...form.fields.map(([name, offered]) => {
        const candidates = [...new Set([...offered.filter(Boolean), ...plausible(name), ""])];
        return fc.constantFrom(...candidates).map((value): Field => [name, value]);
      }),
      ...form.files.map((name) =>
        fc.oneof(fc.constantFrom(...SMALL_FILES), badFile).map((file): Field => [name, file]),
      ),
    ),
  );
}

let addressCount = 0;
/** A client address of its own for each case, so per-address limits do not hide the handlers. */
function nextAddress() {
  addressCount++;
  return `100.${64 + ((addressCount >> 16) % 64)}.${(addressCount >> 8) % 256}.${addressCount % 256}`;
}

export function targetOf(fuzzCase: FuzzCase) {
  let path = fuzzCase.path;
  if (fuzzCase.suffix === ".data")
    path = path === "/" ? "/_root.data" : `${path.replace(/\/$/, "")}.data`;
  else if (fuzzCase.suffix === "/" && !path.endsWith("/")) path += "/";
  const query = encodeQuery(fuzzCase.query, fuzzCase.queryFlaw);
  if (!fuzzCase.index) return `${path}${query}`;
  return `${path}${query ? `${query}&index` : "?index"}`;
}

/** The case as bytes on the wire, for `baseUrl` and the visitor's cookie. */
export function wireRequest(
  fuzzCase: FuzzCase,
  baseUrl: string,
  cookie: string | undefined,
): WireRequest {
  const { bytes, contentType } = encodeBody(fuzzCase.body);
  const headers: Record<string, string> = { "X-Forwarded-For": nextAddress() };
  if (cookie) headers.Cookie = cookie;
  const origin = { same: baseUrl, cross: "https://evil.example", null: "null", none: undefined }[
    fuzzCase.origin
  ];
  if (origin) headers.Origin = origin;
  const type =
    fuzzCase.contentType.as === "natural"
      ? contentType
      : fuzzCase.contentType.as === "set"
        ? fuzzCase.contentType.value
        : undefined;
  if (type !== undefined) headers["Content-Type"] = type;
  for (const [name, value] of fuzzCase.headers) {
    headers[name] = name === "Cookie" && cookie ? `${cookie}; ${value}` : value;
  }
  return {
    method: fuzzCase.method,
    target: targetOf(fuzzCase),
    headers,
    body: bytes,
    chunked: fuzzCase.chunked,
  };
}
