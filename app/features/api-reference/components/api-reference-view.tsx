import { Fragment, type ReactNode } from "react";
import { SITE } from "~/lib/site";
import {
  schemaAnchor,
  type ApiReference,
  type EndpointDoc,
  type FieldDoc,
  type McpToolDoc,
  type SchemaDoc,
} from "../types";

// docs/product.md#api-reference: the API and MCP reference, plain server-rendered HTML: every
// part reads without scripts, and nothing on the page is wider than a phone.

const SECTION = "scroll-mt-20 border-t border-slate-200 pt-8";
const LINK = "text-brand-700 underline hover:text-brand-800";

function Code({ children }: { children: ReactNode }) {
  return (
    <code className="rounded bg-slate-100 px-1 py-0.5 font-mono text-[0.9em] text-slate-900">
      {children}
    </code>
  );
}

/** A command or a snippet: wrapped, never wider than its column. */
function Block({ children, label }: { children: string; label: string }) {
  return (
    <pre
      aria-label={label}
      className="mt-2 rounded-md bg-slate-900 p-3 font-mono text-sm leading-relaxed break-all whitespace-pre-wrap text-slate-100"
    >
      <code>{children}</code>
    </pre>
  );
}

function Method({ method }: { method: EndpointDoc["method"] }) {
  const tone = method === "GET" ? "bg-emerald-100 text-emerald-900" : "bg-sky-100 text-sky-900";
  return (
    <span className={`rounded px-2 py-0.5 font-mono text-sm font-bold ${tone}`}>{method}</span>
  );
}

/** A type in words, its schema's name a link to the schema. */
function TypeWords({ field }: { field: Pick<FieldDoc, "type" | "schema"> }) {
  const { type, schema } = field;
  if (!schema) return <>{type}</>;
  const at = type.lastIndexOf(schema);
  if (at < 0) return <>{type}</>;
  return (
    <>
      {type.slice(0, at)}
      <a className={LINK} href={`#${schemaAnchor(schema)}`}>
        {schema}
      </a>
      {type.slice(at + schema.length)}
    </>
  );
}

/** A dotted name that a narrow column breaks after its dots rather than inside a word. */
function BreakableName({ name }: { name: string }) {
  const parts = name.split(".");
  return parts.map((part, index) => (
    <Fragment key={index}>
      {part}
      {index < parts.length - 1 ? (
        <>
          .<wbr />
        </>
      ) : null}
    </Fragment>
  ));
}

/** Fields as a list that stacks on a phone and sits in two columns on a wider screen. */
function Fields({
  fields,
  caption,
}: {
  /** Parameters say where they go: in the query or the path. */
  fields: (FieldDoc & { in?: "query" | "path" })[];
  caption: string;
}) {
  return (
    <dl aria-label={caption} className="mt-2 divide-y divide-slate-200 border-y border-slate-200">
      {fields.map((field, index) => {
        const depth =
          (field.name.match(/[.[]/g) ?? []).length - (field.name.match(/\[\]\./g) ?? []).length;
        return (
          <div
            key={`${index}-${field.name}`}
            className="grid gap-1 py-2 sm:grid-cols-[minmax(9rem,15rem)_1fr] sm:gap-4"
          >
            <dt
              className="min-w-0"
              style={depth ? { paddingLeft: `${depth * 0.75}rem` } : undefined}
            >
              <code className="font-mono text-sm font-semibold wrap-anywhere text-slate-900">
                <BreakableName name={field.name} />
              </code>
              <span className="block text-xs text-slate-600">
                {[field.in && `in the ${field.in}`, field.required ? "required" : "optional"]
                  .filter(Boolean)
                  .join(", ")}
              </span>
            </dt>
            <dd className="min-w-0 text-sm text-slate-700">
              <span className="font-mono text-xs text-slate-800">
                <TypeWords field={field} />
              </span>
              {field.description ? <p className="mt-0.5">{field.description}</p> : null}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

function Endpoint({ endpoint }: { endpoint: EndpointDoc }) {
  return (
    <section id={endpoint.anchor} aria-labelledby={`${endpoint.anchor}-title`} className={SECTION}>
      <h3
        id={`${endpoint.anchor}-title`}
        className="flex flex-wrap items-center gap-2 text-lg font-semibold text-slate-900"
      >
        <Method method={endpoint.method} />
        <span className="font-mono break-all">{endpoint.path}</span>
      </h3>
      <p className="mt-2 text-slate-700">{endpoint.summary}</p>

      {endpoint.parameters.length > 0 ? (
        <>
          <h4 className="mt-4 font-semibold text-slate-900">Parameters</h4>
          <Fields
            fields={endpoint.parameters}
            caption={`Parameters of ${endpoint.method} ${endpoint.path}`}
          />
        </>
      ) : null}

      {endpoint.body ? (
        <>
          <h4 className="mt-4 font-semibold text-slate-900">Request body</h4>
          <p className="mt-1 text-sm text-slate-700">
            <Code>{endpoint.body.contentType}</Code>
            {endpoint.body.schema ? (
              <>
                {": "}
                <a className={LINK} href={`#${schemaAnchor(endpoint.body.schema)}`}>
                  {endpoint.body.schema}
                </a>
              </>
            ) : null}
          </p>
          {endpoint.body.fields.length > 0 ? (
            <Fields
              fields={endpoint.body.fields}
              caption={`Body of ${endpoint.method} ${endpoint.path}`}
            />
          ) : null}
        </>
      ) : null}

      <h4 className="mt-4 font-semibold text-slate-900">Responses</h4>
      <ul className="mt-2 space-y-2">
        {endpoint.responses.map((response) => (
          <li key={response.status} className="text-sm text-slate-700">
            <span className="mr-2 inline-block min-w-10 font-mono font-semibold text-slate-900">
              {response.status}
            </span>
            {response.description}
            {response.schema ? (
              <>
                {": "}
                <a className={LINK} href={`#${schemaAnchor(response.schema)}`}>
                  {response.schema}
                </a>
              </>
            ) : null}
            {response.types.length > 0 ? (
              <span className="text-slate-600"> ({response.types.join(" or ")})</span>
            ) : null}
            {response.fields.length > 0 ? (
              <Fields
                fields={response.fields}
                caption={`${response.status} answer of ${endpoint.method} ${endpoint.path}`}
              />
            ) : null}
          </li>
        ))}
      </ul>

      <h4 className="mt-4 font-semibold text-slate-900">Example request</h4>
      <Block label={`Example: ${endpoint.method} ${endpoint.path}`}>{endpoint.example}</Block>
    </section>
  );
}

function Schema({ schema }: { schema: SchemaDoc }) {
  return (
    <section id={schema.anchor} aria-labelledby={`${schema.anchor}-title`} className={SECTION}>
      <h3 id={`${schema.anchor}-title`} className="font-mono text-lg font-semibold text-slate-900">
        {schema.name}
      </h3>
      <Fields fields={schema.fields} caption={`Fields of ${schema.name}`} />
    </section>
  );
}

function McpTool({ tool }: { tool: McpToolDoc }) {
  const anchor = `mcp-${tool.name.replaceAll("_", "-")}`;
  return (
    <section id={anchor} aria-labelledby={`${anchor}-title`} className={SECTION}>
      <h3 id={`${anchor}-title`} className="text-lg font-semibold text-slate-900">
        <span className="font-mono break-all">{tool.name}</span>
        <span className="block text-base font-normal text-slate-700">{tool.title}</span>
      </h3>
      <p className="mt-2 text-slate-700">{tool.description}</p>
      <h4 className="mt-4 font-semibold text-slate-900">Arguments</h4>
      {tool.inputs.length > 0 ? (
        <Fields fields={tool.inputs} caption={`Arguments of ${tool.name}`} />
      ) : (
        <p className="mt-1 text-sm text-slate-700">None.</p>
      )}
      <h4 className="mt-4 font-semibold text-slate-900">Structured answer</h4>
      <Fields fields={tool.outputs} caption={`Answer of ${tool.name}`} />
    </section>
  );
}

export function ApiReferenceView({ reference }: { reference: ApiReference }) {
  const { endpoints, schemas, mcp } = reference;
  const exportPath = endpoints.find((endpoint) => endpoint.path.endsWith("/tools/export"));
  const mcpConfig = JSON.stringify(
    { mcpServers: { "ai-tools-directory": { type: "http", url: mcp.url } } },
    null,
    2,
  );
  return (
    <article className="mx-auto max-w-4xl px-4 py-12 wrap-break-word sm:px-6">
      <header className="border-b border-slate-200 pb-6">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
          For developers
        </p>
        <h1 className="mt-2 text-3xl font-bold text-slate-900 sm:text-4xl">API Documentation</h1>
        <p className="mt-3 text-lg text-slate-700">
          {reference.description} Reads need no key and see only published tools; assistants can use
          the same catalogue through the{" "}
          <a className={LINK} href="#mcp">
            MCP server
          </a>
          .
        </p>
        <dl className="mt-6 grid gap-3 text-sm sm:grid-cols-[10rem_1fr]">
          <dt className="font-semibold text-slate-900">Base address</dt>
          <dd className="min-w-0">
            <Code>{reference.baseUrl}</Code>
          </dd>
          <dt className="font-semibold text-slate-900">Format</dt>
          <dd className="text-slate-700">
            JSON in and out. Lists are paged with <Code>page</Code> and <Code>pageSize</Code>.
            Answers to reads may be cached for a minute.
          </dd>
          <dt className="font-semibold text-slate-900">Errors</dt>
          <dd className="text-slate-700">
            A status from 400 up with <Code>{'{"error": {"code", "message", "details"}}'}</Code>:
            the message says what to change. A <Code>429</Code> or <Code>503</Code> comes with{" "}
            <Code>Retry-After</Code>.
          </dd>
          <dt className="font-semibold text-slate-900">OpenAPI</dt>
          <dd className="text-slate-700">
            This page is read from the API&apos;s own OpenAPI 3.1 document,{" "}
            <a className={LINK} href="/api/v1/openapi.json">
              /api/v1/openapi.json
            </a>{" "}
            (version {reference.version}), for generating a client.
          </dd>
          {exportPath ? (
            <>
              <dt className="font-semibold text-slate-900">Dataset</dt>
              <dd className="text-slate-700">
                The whole published catalogue as{" "}
                <a className={LINK} href={exportPath.path}>
                  JSON Lines
                </a>{" "}
                or{" "}
                <a className={LINK} href={`${exportPath.path}?format=csv`}>
                  CSV
                </a>
                , under{" "}
                <a className={LINK} href={SITE.dataLicence.url} rel="license">
                  {SITE.dataLicence.name}
                </a>
                .
              </dd>
            </>
          ) : null}
        </dl>
      </header>

      <nav aria-labelledby="contents-title" className="mt-8">
        <h2 id="contents-title" className="text-xl font-bold text-slate-900">
          Contents
        </h2>
        <ul className="mt-3 grid gap-x-6 text-sm sm:grid-cols-2">
          {endpoints.map((endpoint) => (
            <li key={endpoint.anchor} className="flex min-h-11 items-center">
              <a className={`${LINK} font-mono break-all`} href={`#${endpoint.anchor}`}>
                {endpoint.method} {endpoint.path}
              </a>
            </li>
          ))}
          <li className="flex min-h-11 items-center">
            <a className={LINK} href="#schemas">
              Schemas
            </a>
          </li>
          <li className="flex min-h-11 items-center">
            <a className={LINK} href="#mcp">
              MCP server for assistants
            </a>
          </li>
        </ul>
      </nav>

      <section aria-labelledby="endpoints-title" className="mt-10">
        <h2 id="endpoints-title" className="text-2xl font-bold text-slate-900">
          Endpoints
        </h2>
        <div className="mt-4 space-y-8">
          {endpoints.map((endpoint) => (
            <Endpoint key={endpoint.anchor} endpoint={endpoint} />
          ))}
        </div>
      </section>

      <section id="schemas" aria-labelledby="schemas-title" className="mt-12 scroll-mt-20">
        <h2 id="schemas-title" className="text-2xl font-bold text-slate-900">
          Schemas
        </h2>
        <p className="mt-2 text-slate-700">
          The objects the endpoints take and answer. A field that is not required may be left out;
          one that can be null is said so.
        </p>
        <div className="mt-4 space-y-8">
          {schemas.map((schema) => (
            <Schema key={schema.name} schema={schema} />
          ))}
        </div>
      </section>

      <section id="mcp" aria-labelledby="mcp-title" className="mt-12 scroll-mt-20">
        <h2 id="mcp-title" className="text-2xl font-bold text-slate-900">
          MCP server for assistants
        </h2>
        <p className="mt-2 text-slate-700">
          <Code>POST {mcp.url}</Code> answers the{" "}
          <a className={LINK} href="https://modelcontextprotocol.io">
            Model Context Protocol
          </a>{" "}
          over Streamable HTTP: read-only, no key, nothing kept between requests. Add it to an MCP
          client&apos;s configuration:
        </p>
        <Block label="MCP client configuration">{mcpConfig}</Block>
        <p className="mt-3 text-slate-700">
          Each tool answers with structured content and the same in text. Results come in relevance
          order only; listings link to this site and websites go through{" "}
          <Code>/go/{"{id}"}?source=mcp</Code>, which counts the visit for the tool&apos;s owner.
          Wrong arguments and unknown ids are answered as tool errors with a sentence saying what to
          change. Another site&apos;s <Code>Origin</Code> and an unexpected <Code>Host</Code> are
          refused with 403; bodies are limited to 64 KB and 120 requests a minute per address.
        </p>
        <div className="mt-4 space-y-8">
          {mcp.tools.map((tool) => (
            <McpTool key={tool.name} tool={tool} />
          ))}
          {mcp.schemas.map((schema) => (
            <Schema key={schema.name} schema={schema} />
          ))}
        </div>
      </section>
    </article>
  );
}
