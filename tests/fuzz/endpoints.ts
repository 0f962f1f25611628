import { readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import routes from "~/routes";
import { createApp } from "#server/create-app";

/**
 * What the fuzzer drives: a Hono route of the API (`api`), a page whose route module exports an
 * `action` (`action`, a form's target), or any other page (`page`, reached by GET and refused
 * other methods). The list is read from the app itself, never written by hand, so a new endpoint
 * or form is fuzzed from the day it is added.
 */
export type Endpoint = {
  /** How reports name it, e.g. "POST /contact" or "GET /api/v1/tools/:id". */
  name: string;
  kind: "api" | "action" | "page";
  /** GET, POST...; ALL for a handler that takes any method. */
  method: string;
  /** The route's path pattern, with a leading slash: /tool/:id/:slug?, /api/auth/*. */
  pattern: string;
  /** A page that is the index route of its parent (its forms post to `?index`). */
  index?: boolean;
  /** The route module, for pages (relative to app/). */
  file?: string;
};

type RouteEntry = {
  id?: string;
  path?: string;
  index?: boolean;
  file: string;
  children?: RouteEntry[];
};

/** The page handler's own mount point: the pages are read from app/routes.ts instead. */
const PAGE_CATCH_ALL = "/*";

/** Every endpoint of the API, from the Hono app's own route table (middleware included once). */
export function listApiEndpoints(): Endpoint[] {
  const seen = new Map<string, Endpoint>();
  for (const route of createApp().routes) {
    if (route.path === PAGE_CATCH_ALL) continue;
    const name = `${route.method} ${route.path}`;
    if (!seen.has(name)) {
      seen.set(name, { name, kind: "api", method: route.method, pattern: route.path });
    }
  }
  return [...seen.values()];
}

/** Every page of app/routes.ts; those whose module exports `action` are form actions. */
export function listPageEndpoints(): Endpoint[] {
  const endpoints: Endpoint[] = [];
  const visit = (entries: readonly RouteEntry[]) => {
    for (const entry of entries) {
      if (entry.children) visit(entry.children);
      // A layout without a path of its own has no URL; its children carry the full path.
      if (entry.path === undefined && !entry.index) continue;
      const pattern = `/${entry.path ?? ""}`;
      const action = exportsAction(entry.file);
      endpoints.push({
        name: `${action ? "POST" : "GET"} ${pattern}${entry.index ? " (index)" : ""}`,
        kind: action ? "action" : "page",
        method: action ? "POST" : "GET",
        pattern,
        index: entry.index ?? false,
        file: entry.file,
      });
    }
  };
  visit(routes as RouteEntry[]);
  return endpoints;
}

/** Every endpoint: the API, then the pages. */
export function listEndpoints(): Endpoint[] {
  return [...listApiEndpoints(), ...listPageEndpoints()];
}

/** Whether the route module (relative to app/) exports a binding named `action`. */
export function exportsAction(file: string) {
  const source = readFileSync(path.resolve("app", file), "utf8");
  return exportedNames(file, source).has("action");
}

/** The names a module exports, read from its syntax (the module is not run). */
export function exportedNames(file: string, source: string): Set<string> {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, false);
  const names = new Set<string>();
  const exported = (node: ts.Node) =>
    ts.canHaveModifiers(node) &&
    (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
  for (const statement of tree.statements) {
    if (ts.isFunctionDeclaration(statement) && statement.name && exported(statement)) {
      names.add(statement.name.text);
    } else if (ts.isVariableStatement(statement) && exported(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        if (ts.isIdentifier(declaration.name)) names.add(declaration.name.text);
      }
    } else if (
      ts.isExportDeclaration(statement) &&
      statement.exportClause &&
      ts.isNamedExports(statement.exportClause)
    ) {
      for (const element of statement.exportClause.elements) names.add(element.name.text);
    }
  }
  return names;
}

/** A part of a path pattern the fuzzer must fill: a named parameter or a wildcard. */
export type PathSlot = {
  /** Where real values for it are looked up: "<segment before it>/:<name>", or "<prefix>/*". */
  key: string;
  name: string;
  optional: boolean;
  wildcard: boolean;
};

/** The parameters and wildcards of a pattern, each with the key of its real values. */
export function pathSlots(pattern: string): PathSlot[] {
  const slots: PathSlot[] = [];
  let literal = "";
  const segments = pattern.split("/").filter(Boolean);
  segments.forEach((segment, position) => {
    if (segment === "*") {
      const prefix = `/${segments.slice(0, position).join("/")}`;
      slots.push({
        key: `${prefix === "/" ? "" : prefix}/*`,
        name: "*",
        optional: true,
        wildcard: true,
      });
      return;
    }
    const parameter = /^:([A-Za-z0-9_]+)(\{.*\})?(\?)?$/.exec(segment);
    if (!parameter) {
      literal = segment;
      return;
    }
    const name = parameter[1]!;
    slots.push({
      key: `${literal}/:${name}`,
      name,
      optional: Boolean(parameter[3]),
      wildcard: false,
    });
  });
  return slots;
}

/** Fills a pattern's slots, in order, with `values` (undefined leaves an optional one out). */
export function fillPattern(pattern: string, values: readonly (string | undefined)[]): string {
  let next = 0;
  const segments = pattern.split("/").map((segment) => {
    if (segment === "*" || segment.startsWith(":")) return values[next++];
    return segment;
  });
  const filled = segments.filter((segment) => segment !== undefined).join("/");
  return filled === "" ? "/" : filled;
}

/** A regular expression matching the paths of a pattern (for forms that post to it). */
export function patternRegExp(pattern: string): RegExp {
  const segments = pattern.split("/").filter(Boolean);
  const body = segments
    .map((segment) => {
      if (segment === "*") return "(?:/.*)?";
      const parameter = /^:[A-Za-z0-9_]+(\{.*\})?(\?)?$/.exec(segment);
      if (!parameter) return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`;
      return parameter[2] ? "(?:/[^/]+)?" : "/[^/]+";
    })
    .join("");
  return new RegExp(`^${body || "/"}/?$`);
}
