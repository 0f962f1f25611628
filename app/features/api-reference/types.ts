// docs/product.md#api-reference: what the reference is read from (the OpenAPI document and the
// MCP server's tool definitions), and the reference as the page shows it.

import type { z } from "zod";

/** A JSON Schema, as zod writes it or as written here. */
export type JsonSchema = { [keyword: string]: unknown };

export type OpenApiParameter = {
  name: string;
  in: "query" | "path";
  required: boolean;
  description?: string;
  schema: JsonSchema;
  example?: unknown;
};

export type OpenApiOperation = {
  summary: string;
  parameters?: OpenApiParameter[];
  requestBody?: {
    required: boolean;
    content: Record<string, { schema: JsonSchema; example?: unknown }>;
  };
  responses: Record<
    string,
    { description: string; content?: Record<string, { schema: JsonSchema }> }
  >;
};

export type OpenApiDocument = {
  openapi: string;
  info: { title: string; version: string; description: string };
  servers: { url: string }[];
  paths: Record<string, Partial<Record<"get" | "post", OpenApiOperation>>>;
  components: { schemas: Record<string, JsonSchema> };
};

/** An MCP tool as the server registers it. */
export type McpToolDefinition = {
  title: string;
  description: string;
  inputSchema: z.ZodRawShape;
  outputSchema: z.ZodRawShape;
};

/** One field, parameter or property, in words. */
export type FieldDoc = {
  /** Nested properties are named by their path: `facts.pricing.source`, `tools[].id`. */
  name: string;
  type: string;
  /** A schema of the reference this field is, for a link; null for a plain type. */
  schema: string | null;
  required: boolean;
  description: string | null;
};

export type EndpointDoc = {
  anchor: string;
  method: "GET" | "POST";
  /** The full path, /api/v1/… */
  path: string;
  summary: string;
  parameters: (FieldDoc & { in: "query" | "path" })[];
  body: { contentType: string; fields: FieldDoc[]; schema: string | null } | null;
  responses: {
    status: string;
    description: string;
    types: string[];
    /** The component the body is, or else its fields (an inline object). */
    schema: string | null;
    fields: FieldDoc[];
  }[];
  /** A request that works against this site, as a command line. */
  example: string;
};

export type SchemaDoc = { name: string; anchor: string; fields: FieldDoc[] };

export type McpToolDoc = {
  name: string;
  title: string;
  description: string;
  inputs: FieldDoc[];
  outputs: FieldDoc[];
};

export type ApiReference = {
  title: string;
  description: string;
  version: string;
  baseUrl: string;
  endpoints: EndpointDoc[];
  schemas: SchemaDoc[];
  mcp: { url: string; tools: McpToolDoc[]; schemas: SchemaDoc[] };
};

export const schemaAnchor = (name: string) => `schema-${name.toLowerCase()}`;
