import { openApiDocument } from "#server/api/openapi";
import { fillPattern, pathSlots, patternRegExp, type Endpoint } from "./endpoints";
import { harvestForms, type HarvestedForm } from "./forms";
import type { PathValues } from "./path-values";
import type { Visitors } from "./visitors";

// What the site tells the fuzzer about its endpoints: the forms its pages render, the
// parameters its OpenAPI document names, and values likely to pass each field's checks.

/** Values likely to pass the checks of fields with these names, on any form. */
const PLAUSIBLE_BY_NAME: [RegExp, string[]][] = [
  [/email/i, ["fuzz.visitor@example.com", "Someone.Else@Example.org"]],
  [/password/i, ["correct-horse-42", "another-horse-43"]],
  [/^(name|authorName|founderName|submitterName)$/i, ["Grace Hopper"]],
  [/url|website|logo/i, ["https://example.com", "https://example.com/logo.png"]],
  [
    /message|description|body|note|reason|resolution/i,
    ["A message long enough to pass the minimum length of most forms on this site."],
  ],
  [/subject|title/i, ["A subject that is long enough"]],
  [/requirements|^q$/i, ["a tool that writes release notes from a changelog"]],
  [/^path$/i, ["/tool/chatgpt/chatgpt", "/"]],
  [/stars|rating|page/i, ["1", "5", "2"]],
  [/token/i, ["not-a-token"]],
];

/**
 * Every field and parameter name the site uses anywhere (its forms, its OpenAPI document, and
 * the names its routers read), which cases send to endpoints other than their own.
 */
export function fieldVocabulary(
  forms: readonly HarvestedForm[],
  api: Record<string, ApiDescription>,
): string[] {
  return [
    ...new Set([
      ...forms.flatMap((form) => [...form.fields.map(([name]) => name), ...form.files]),
      ...Object.values(api).flatMap((description) => [...description.query, ...description.body]),
      ...["intent", "redirectTo", "callbackURL", "token", "status", "index", "_data", "_route"],
    ]),
  ].sort();
}

/** The names an API endpoint reads: its query parameters and its JSON body's properties. */
export type ApiDescription = { query: string[]; body: string[] };

/** Query and body names of each /api/v1 endpoint, from the OpenAPI document. */
export function apiDescriptions(): Record<string, ApiDescription> {
  const document = openApiDocument() as {
    paths: Record<
      string,
      Record<string, { parameters?: { name: string; in: string }[]; requestBody?: unknown }>
    >;
    components?: { schemas?: Record<string, unknown> };
  };
  const schemas = document.components?.schemas ?? {};
  const descriptions: Record<string, ApiDescription> = {};
  for (const [path, operations] of Object.entries(document.paths)) {
    const pattern = `/api/v1${path.replace(/\{([^}]+)\}/g, ":$1")}`;
    const description: ApiDescription = { query: [], body: [] };
    for (const operation of Object.values(operations)) {
      for (const parameter of operation.parameters ?? []) {
        if (parameter.in === "query") description.query.push(parameter.name);
      }
      description.body.push(...propertyNames(operation.requestBody, schemas, 0));
    }
    descriptions[pattern] = description;
  }
  return descriptions;
}

function propertyNames(node: unknown, schemas: Record<string, unknown>, depth: number): string[] {
  if (!node || typeof node !== "object" || depth > 8) return [];
  const record = node as Record<string, unknown>;
  const names: string[] = [];
  if (typeof record.$ref === "string") {
    const name = record.$ref.split("/").pop()!;
    names.push(...propertyNames(schemas[name], schemas, depth + 1));
  }
  if (record.properties && typeof record.properties === "object") {
    names.push(...Object.keys(record.properties));
  }
  for (const [key, value] of Object.entries(record)) {
    if (key !== "properties" && typeof value === "object") {
      names.push(...propertyNames(value, schemas, depth + 1));
    }
  }
  return [...new Set(names)];
}

/** The forms that post to `endpoint`, or else those of a page of the same name, or else any. */
export function formsFor(endpoint: Endpoint, forms: HarvestedForm[]): HarvestedForm[] {
  const pattern = patternRegExp(endpoint.pattern);
  const own = forms.filter((form) => pattern.test(form.action.split("?")[0]!));
  if (own.length || endpoint.kind !== "api") return own;
  const last = endpoint.pattern
    .split("/")
    .filter((s) => s && !s.startsWith(":") && s !== "*")
    .pop();
  const named = forms.filter((form) => form.action.split("?")[0]!.split("/").pop() === last);
  return named.length ? named : [];
}

/** Values likely to pass a field's checks: what the pages offer for it, and common shapes. */
export function plausibleValues(forms: HarvestedForm[], pathValues: PathValues) {
  const offered = new Map<string, Set<string>>();
  for (const form of forms) {
    for (const [name, values] of form.fields) {
      const set = offered.get(name) ?? new Set<string>();
      for (const value of values) if (value) set.add(value);
      offered.set(name, set);
    }
  }
  const toolIds = pathValues["tools/:id"] ?? [];
  const cache = new Map<string, string[]>();
  return (name: string): string[] => {
    const known = cache.get(name);
    if (known) return known;
    const values = new Set(offered.get(name) ?? []);
    for (const [pattern, examples] of PLAUSIBLE_BY_NAME) {
      if (pattern.test(name)) for (const example of examples) values.add(example);
    }
    if (/tool|^id$/i.test(name)) for (const id of toolIds.slice(0, 5)) values.add(id);
    const list = [...values].slice(0, 30);
    cache.set(name, list);
    return list;
  };
}

/** Reads every page the endpoints name (as a visitor and as the administrator) for its forms. */
export async function harvestSite(
  baseUrl: string,
  endpoints: Endpoint[],
  pathValues: PathValues,
  visitors: Visitors,
): Promise<HarvestedForm[]> {
  const urls = new Set<string>();
  for (const endpoint of endpoints) {
    if (endpoint.kind === "api") continue;
    const values = pathSlots(endpoint.pattern).map((slot) => pathValues[slot.key]?.[0]);
    if (values.some((value) => value === undefined)) continue;
    urls.add(fillPattern(endpoint.pattern, values));
  }
  const forms = new Map<string, HarvestedForm>();
  for (const visitor of ["anonymous", "admin"] as const) {
    const cookie = await visitors.cookieFor(visitor);
    for (const url of urls) {
      const response = await fetch(new URL(url, baseUrl), {
        headers: cookie ? { Cookie: cookie } : {},
        redirect: "manual",
      });
      const html = await response.text();
      if (!response.headers.get("content-type")?.includes("text/html")) continue;
      for (const form of harvestForms(html, new URL(url, baseUrl).href)) {
        forms.set(JSON.stringify(form), form);
      }
    }
  }
  return [...forms.values()];
}
