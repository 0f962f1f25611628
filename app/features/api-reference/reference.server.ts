import { z } from "zod";
import {
  schemaAnchor,
  type ApiReference,
  type EndpointDoc,
  type FieldDoc,
  type JsonSchema,
  type McpToolDefinition,
  type OpenApiDocument,
  type OpenApiOperation,
} from "./types";

// docs/product.md#api-reference: /api-docs, read from the OpenAPI document and the MCP server's
// own tool definitions, so the page cannot describe an endpoint or a tool that is not there.

/** Nested objects are listed to this depth; deeper ones are named by their type only. */
const MAX_DEPTH = 4;

/** The largest safe integer, which zod writes as the bounds of every unbounded integer. */
const UNBOUNDED = Number.MAX_SAFE_INTEGER;

const isObject = (value: unknown): value is JsonSchema =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const refName = (schema: JsonSchema) =>
  typeof schema.$ref === "string" ? schema.$ref.split("/").pop()! : null;

const quoted = (value: unknown) => JSON.stringify(value);

/** The schema without its description: two uses of one shape differ only in that. */
function shapeKey(schema: JsonSchema) {
  const { description: _description, ...shape } = schema;
  return JSON.stringify(shape);
}

/** Reads JSON Schemas into words, naming a component wherever its exact shape is used. */
class SchemaReader {
  private readonly byShape = new Map<string, string>();

  constructor(components: Record<string, JsonSchema>) {
    for (const [name, schema] of Object.entries(components)) {
      this.byShape.set(shapeKey(schema), name);
    }
  }

  /** The component this schema is (a reference, or the same shape inline), if any. */
  componentOf(schema: JsonSchema, except?: string): string | null {
    const named = refName(schema) ?? this.byShape.get(shapeKey(schema)) ?? null;
    return named === except ? null : named;
  }

  /** The variants of a union, with `null` taken out and reported. */
  private variants(schema: JsonSchema): { options: JsonSchema[]; nullable: boolean } {
    const union = schema.anyOf ?? schema.oneOf;
    if (Array.isArray(union)) {
      const options = (union as JsonSchema[]).filter((option) => option.type !== "null");
      return { options, nullable: options.length < union.length };
    }
    if (Array.isArray(schema.type)) {
      const types = (schema.type as string[]).filter((type) => type !== "null");
      return {
        options: types.map((type) => ({ ...schema, type })),
        nullable: types.length < schema.type.length,
      };
    }
    return { options: [schema], nullable: false };
  }

  /** A schema in a few words: "string, at most 200 characters", "list of Tool". */
  words(schema: JsonSchema, except?: string): string {
    const component = this.componentOf(schema, except);
    if (component) return component;
    const { options, nullable } = this.variants(schema);
    const kinds = options.map(discriminator);
    const text =
      options.length === 1 && options[0] === schema
        ? this.single(schema)
        : kinds.every(Boolean) && options.length > 1
          ? `object, one of ${options.length} shapes told apart by ${kinds[0]!.key}`
          : options.map((option) => this.words(option, except)).join(" or ");
    return nullable ? `${text} or null` : text;
  }

  private single(schema: JsonSchema): string {
    if ("const" in schema) return `always ${quoted(schema.const)}`;
    const notes: string[] = [];
    const bounded = (value: unknown): value is number =>
      typeof value === "number" && Math.abs(value) < UNBOUNDED;
    let base: string;
    if (Array.isArray(schema.enum)) base = `one of ${schema.enum.map(quoted).join(", ")}`;
    else
      switch (schema.type) {
        case "string": {
          base =
            schema.format === "email"
              ? "email address"
              : schema.format === "uri"
                ? "URL"
                : schema.format === "date-time"
                  ? "date and time (ISO 8601)"
                  : "string";
          const { minLength: min, maxLength: max } = schema;
          if (bounded(min) && min > 0 && bounded(max))
            notes.push(`${min} to ${fmt(max)} characters`);
          else if (bounded(max)) notes.push(`at most ${fmt(max)} characters`);
          else if (bounded(min) && min > 0) notes.push(`at least ${fmt(min)} characters`);
          if (typeof schema.pattern === "string") notes.push(`matching ${schema.pattern}`);
          break;
        }
        case "integer":
        case "number": {
          base = schema.type === "integer" ? "whole number" : "number";
          const { minimum: min, maximum: max } = schema;
          if (bounded(min) && bounded(max)) notes.push(`${fmt(min)} to ${fmt(max)}`);
          else if (bounded(min)) notes.push(`from ${fmt(min)}`);
          else if (bounded(max)) notes.push(`at most ${fmt(max)}`);
          break;
        }
        case "boolean":
          base = "true or false";
          break;
        case "array": {
          const { minItems: min, maxItems: max } = schema;
          const count =
            bounded(min) && min > 0 && bounded(max)
              ? ` (${fmt(min)} to ${fmt(max)})`
              : bounded(max)
                ? ` (at most ${fmt(max)})`
                : "";
          base = `list${count} of ${isObject(schema.items) ? this.words(schema.items) : "values"}`;
          break;
        }
        case "object":
          base =
            isObject(schema.additionalProperties) && !isObject(schema.properties)
              ? `map of names to ${this.words(schema.additionalProperties)}`
              : "object";
          break;
        default:
          base = "any value";
      }
    if (schema.default !== undefined) notes.push(`default ${quoted(schema.default)}`);
    return notes.length ? `${base}, ${notes.join(", ")}` : base;
  }

  /**
   * The properties of an object schema as rows, nested ones under their parent's name; an
   * object that is a component is named, not listed again.
   */
  fields(schema: JsonSchema, prefix = "", depth = 0, except?: string): FieldDoc[] {
    const { options } = this.variants(schema);
    const shapes = options.filter((option) => isObject(option.properties));
    if (shapes.length > 1 && shapes.every(discriminator)) {
      // Each shape's fields, said to belong to its kind ("with kind "comparison": …").
      const { key } = discriminator(shapes[0]!)!;
      const kinds: FieldDoc = {
        name: `${prefix}${key}`,
        type: `one of ${shapes.map((shape) => quoted(discriminator(shape)!.value)).join(", ")}`,
        schema: null,
        required: true,
        description: "Which of the shapes below this is",
      };
      return [
        kinds,
        ...shapes.flatMap((shape) => {
          const { value } = discriminator(shape)!;
          return this.fields(shape, prefix, depth, except)
            .filter((field) => field.name !== kinds.name)
            .map((field) =>
              /[.[]/.test(field.name.slice(prefix.length))
                ? field
                : {
                    ...field,
                    description: [`When ${key} is ${quoted(value)}.`, field.description]
                      .filter(Boolean)
                      .join(" "),
                  },
            );
        }),
      ];
    }
    const object = shapes[0];
    if (!object) return [];
    const properties = object.properties as Record<string, JsonSchema>;
    const required = new Set(Array.isArray(object.required) ? (object.required as string[]) : []);
    return Object.entries(properties).flatMap(([key, property]) => {
      const name = `${prefix}${key}`;
      const items = this.arrayItems(property);
      const component =
        this.componentOf(property, except) ?? (items && this.componentOf(items, except));
      const row: FieldDoc = {
        name,
        type: this.words(property, except),
        schema: component,
        required: required.has(key),
        description: typeof property.description === "string" ? property.description : null,
      };
      if (component || depth + 1 >= MAX_DEPTH) return [row];
      const nested = items
        ? this.fields(items, `${name}[].`, depth + 1, except)
        : this.fields(property, `${name}.`, depth + 1, except);
      return [row, ...nested];
    });
  }

  private arrayItems(schema: JsonSchema): JsonSchema | null {
    const { options } = this.variants(schema);
    const array = options.find((option) => option.type === "array" && isObject(option.items));
    return array ? (array.items as JsonSchema) : null;
  }
}

const fmt = (value: number) => value.toLocaleString("en-US");

/** The property whose constant value tells an object shape from the others of a union. */
function discriminator(schema: JsonSchema): { key: string; value: unknown } | null {
  if (!isObject(schema.properties)) return null;
  for (const [key, property] of Object.entries(schema.properties as Record<string, JsonSchema>)) {
    if ("const" in property) return { key, value: property.const };
  }
  return null;
}

/** Quoted for a POSIX shell. */
const shellQuoted = (text: string) => `'${text.replaceAll("'", `'\\''`)}'`;

function exampleRequest(
  origin: string,
  path: string,
  method: "GET" | "POST",
  operation: OpenApiOperation,
) {
  const parameters = operation.parameters ?? [];
  let filled = path;
  const query = new URLSearchParams();
  for (const parameter of parameters) {
    if (parameter.example === undefined) continue;
    const value = String(parameter.example);
    if (parameter.in === "path") filled = filled.replace(`{${parameter.name}}`, value);
    else query.set(parameter.name, value);
  }
  const search = query.size ? `?${query}` : "";
  const url = shellQuoted(`${origin}${filled}${search}`);
  if (method === "GET") return `curl ${url}`;
  const body = operation.requestBody?.content["application/json"]?.example;
  return [
    `curl -X POST ${url}`,
    `  -H 'Content-Type: application/json'`,
    ...(body === undefined ? [] : [`  -d ${shellQuoted(JSON.stringify(body))}`]),
  ].join(" \\\n");
}

const anchorOf = (method: string, path: string) =>
  `${method}-${path.replace(/[{}]/g, "").split("/").filter(Boolean).join("-")}`.toLowerCase();

function endpointsOf(document: OpenApiDocument, reader: SchemaReader, origin: string) {
  const base = document.servers[0]?.url ?? "";
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    (["get", "post"] as const).flatMap((verb): EndpointDoc[] => {
      const operation = operations[verb];
      if (!operation) return [];
      const method = verb === "get" ? "GET" : "POST";
      const fullPath = `${base}${path}`;
      const body = operation.requestBody
        ? Object.entries(operation.requestBody.content).map(([contentType, media]) => ({
            contentType,
            schema: reader.componentOf(media.schema),
            fields: reader.componentOf(media.schema) ? [] : reader.fields(media.schema),
          }))[0]!
        : null;
      return [
        {
          anchor: anchorOf(method, fullPath),
          method,
          path: fullPath,
          summary: operation.summary,
          parameters: (operation.parameters ?? []).map((parameter) => ({
            name: parameter.name,
            in: parameter.in,
            type: reader.words(parameter.schema),
            schema: null,
            required: parameter.required,
            description: parameter.description ?? null,
          })),
          body,
          responses: Object.entries(operation.responses).map(([status, response]) => {
            const media = Object.values(response.content ?? {})[0];
            const schema = media ? reader.componentOf(media.schema) : null;
            return {
              status,
              description: response.description,
              types: Object.keys(response.content ?? {}),
              schema,
              fields: media && !schema ? reader.fields(media.schema) : [],
            };
          }),
          example: exampleRequest(origin, fullPath, method, operation),
        },
      ];
    }),
  );
}

/** A zod type as JSON Schema, without the dialect line (so equal shapes compare equal). */
function jsonSchemaOf(type: z.ZodType, io: "input" | "output"): JsonSchema {
  const { $schema: _dialect, ...schema } = z.toJSONSchema(type, { io, unrepresentable: "any" });
  return schema;
}

/** What the reference is read from: the API's description and the MCP server's tools. */
export type ReferenceSources = {
  document: OpenApiDocument;
  mcp: {
    tools: Record<string, McpToolDefinition>;
    /** Shapes the tools answer with, described once and named wherever they are used. */
    components: Record<string, z.ZodType>;
  };
};

/** The MCP server's tools, with the shapes they share described once. */
function mcpOf(origin: string, sources: ReferenceSources["mcp"]): ApiReference["mcp"] {
  const components = Object.fromEntries(
    Object.entries(sources.components).map(([name, type]) => [name, jsonSchemaOf(type, "output")]),
  );
  const reader = new SchemaReader(components);
  return {
    url: `${origin}/mcp`,
    tools: Object.entries(sources.tools).map(([name, tool]) => ({
      name,
      title: tool.title,
      description: tool.description,
      inputs: reader.fields(jsonSchemaOf(z.object(tool.inputSchema), "input")),
      outputs: reader.fields(jsonSchemaOf(z.object(tool.outputSchema), "output")),
    })),
    schemas: Object.entries(components).map(([name, schema]) => ({
      name,
      anchor: schemaAnchor(name),
      fields: reader.fields(schema, "", 0, name),
    })),
  };
}

/** The API reference, with examples addressed to this site's origin. */
export function apiReference(origin: string, sources: ReferenceSources): ApiReference {
  const { document } = sources;
  const reader = new SchemaReader(document.components.schemas);
  return {
    title: document.info.title,
    description: document.info.description,
    version: document.info.version,
    baseUrl: `${origin}${document.servers[0]?.url ?? ""}`,
    endpoints: endpointsOf(document, reader, origin),
    schemas: Object.entries(document.components.schemas).map(([name, schema]) => ({
      name,
      anchor: schemaAnchor(name),
      fields: reader.fields(schema, "", 0, name),
    })),
    mcp: mcpOf(origin, sources.mcp),
  };
}
