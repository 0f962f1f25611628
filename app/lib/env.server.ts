import { BlockList, isIP } from "node:net";
import path from "node:path";
import { z } from "zod";
import { SOCIAL_NETWORKS, type SocialLink, type SocialNetwork } from "./social-links";

/** Which X-Forwarded-For hops to believe (TRUST_PROXY). */
export type TrustProxy =
  { kind: "none" } | { kind: "hops"; hops: number } | { kind: "proxies"; proxies: BlockList };

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .optional();

/**
 * SOCIAL_LINKS: `network=https://...` pairs separated by commas, for the site's accounts
 * elsewhere (shown on /contact and in the footer), each an https address on a known network.
 */
const socialLinks = optionalString.transform((value, context): SocialLink[] => {
  const links: SocialLink[] = [];
  for (const pair of (value ?? "").split(",").filter((part) => part.trim() !== "")) {
    const [name = "", ...rest] = pair.split("=");
    const network = name.trim().toLowerCase();
    const url = rest.join("=").trim();
    if (!Object.hasOwn(SOCIAL_NETWORKS, network)) {
      context.addIssue({
        code: "custom",
        message: `unknown network "${network}" (use ${Object.keys(SOCIAL_NETWORKS).join(", ")})`,
      });
      continue;
    }
    if (!z.url({ protocol: /^https$/ }).safeParse(url).success) {
      context.addIssue({ code: "custom", message: `${network} needs an https:// address` });
      continue;
    }
    const known = network as SocialNetwork;
    links.push({ network: known, label: SOCIAL_NETWORKS[known], url });
  }
  return links;
});

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: optionalString,
  BASE_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  DATA_DIR: optionalString.default("./data"),
  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
      .optional(),
  ),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
  /**
   * Which hops of X-Forwarded-For to believe: false (none: the socket's peer is the visitor),
   * true (one proxy), a number of proxies in front, or the proxies' addresses and subnets
   * (`10.0.0.5, 172.16.0.0/12, ::1`).
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .default("false")
    .transform((value, ctx): TrustProxy => {
      if (value === "false" || value === "" || value === "0") return { kind: "none" };
      if (value === "true") return { kind: "hops", hops: 1 };
      if (/^\d{1,2}$/.test(value)) return { kind: "hops", hops: Number(value) };
      const proxies = new BlockList();
      for (const entry of value.split(",").map((part) => part.trim())) {
        const [address = "", prefix] = entry.split("/");
        const family = isIP(address);
        const bits = prefix === undefined ? undefined : Number(prefix);
        const maxBits = family === 6 ? 128 : 32;
        if (
          family === 0 ||
          (bits !== undefined && !(Number.isInteger(bits) && bits >= 0 && bits <= maxBits))
        ) {
          ctx.addIssue({
            code: "custom",
            message: `must be true, false, a number of proxies, or proxy addresses such as 10.0.0.5 or 172.16.0.0/12 (not "${entry}")`,
          });
          return z.NEVER;
        }
        const type = family === 6 ? "ipv6" : "ipv4";
        if (bits === undefined) proxies.addAddress(address, type);
        else proxies.addSubnet(address, bits, type);
      }
      return { kind: "proxies", proxies };
    }),
  SEED_ON_START: z
    .enum(["true", "false"])
    .default("true")
    .transform((value) => value === "true"),
  /**
   * Signs sessions, emailed links and the toast cookie; when absent one is generated once and
   * kept in the database (table app_secrets), shared by every app server.
   */
  AUTH_SECRET: optionalString.pipe(z.string().min(32, "must be at least 32 characters").optional()),
  /** smtp://user:pass@host:port or smtps://...; without it mail goes to DATA_DIR/outbox. */
  SMTP_URL: optionalString.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
      .optional(),
  ),
  MAIL_FROM: optionalString,
  /** Where the operator hears of new applications, messages and tool submissions. */
  NOTIFY_EMAIL: optionalString.pipe(z.email("must be an email address").optional()),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  GITHUB_CLIENT_ID: optionalString,
  GITHUB_CLIENT_SECRET: optionalString,
  /** A generic OpenID Connect provider: its issuer (discovery at /.well-known/openid-configuration). */
  OIDC_ISSUER: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  OIDC_CLIENT_ID: optionalString,
  OIDC_CLIENT_SECRET: optionalString,
  /** The name on the sign-in button of the OpenID Connect provider. */
  OIDC_NAME: optionalString.default("Single sign-on"),
  /** Comma-separated emails made administrators at start. */
  ADMIN_EMAILS: optionalString,
  S3_ENDPOINT: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  S3_BUCKET: optionalString,
  S3_REGION: optionalString.default("us-east-1"),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: z
    .enum(["true", "false"])
    .default("false")
    .transform((value) => value === "true"),
  /** Where public objects are read from (a CDN or public bucket URL); default: the site's /uploads. */
  S3_PUBLIC_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  SOCIAL_LINKS: socialLinks,
  /**
   * What the newsletter offers its readers beyond the weekly email (e.g. "Exclusive 20%
   * discount codes from the tools we cover"), listed with its benefits; unset: no offer is named.
   */
  NEWSLETTER_OFFER: optionalString.pipe(
    z.string().max(120, "must be at most 120 characters").optional(),
  ),
  /**
   * An optional OpenAI-compatible language model for the recommender's wording and order
   * (POST {LLM_BASE_URL}/chat/completions); used only when the base URL and the model are set.
   */
  LLM_BASE_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  LLM_API_KEY: optionalString,
  LLM_MODEL: optionalString,
  /** Let the model's address be private or loopback (a local Ollama on 127.0.0.1). */
  LLM_ALLOW_PRIVATE: z
    .enum(["true", "false"])
    .default("false")
    .transform((value) => value === "true"),
  /** Hours between scheduled runs of Refresh Metadata; 0 turns the schedule off. */
  LINK_CHECK_INTERVAL_HOURS: z.coerce.number().min(0).max(8760).default(24),
  /** Seconds between each app server's looks for alert digests to send (docs/product.md). */
  ALERT_DIGEST_CHECK_SECONDS: z.coerce.number().int().min(1).max(86_400).default(900),
  /**
   * Seconds a change to a saved tool waits before an alert digest tells it: a change written
   * just before it may still be committing, and the digest must not pass it by.
   */
  ALERT_DIGEST_SETTLE_SECONDS: z.coerce.number().int().min(1).max(86_400).default(300),
  /**
   * Days raw page views are kept (docs/product.md#page-views): older ones are deleted once their
   * day is rolled up into each tool's daily count; 0 keeps them forever. At least 31 otherwise:
   * the traffic page and "Most Popular" count the last 30 days from the daily rows, and their
   * raw views stay so those days can be rolled up again.
   */
  PAGE_VIEW_RETENTION_DAYS: z.coerce
    .number()
    .int()
    .min(0)
    .max(36_500)
    .default(90)
    .refine((days) => days === 0 || days >= 31, {
      message: "must be 0 (keep forever) or at least 31 days",
    }),
  /**
   * A folder for the server's daily backup (decision 038): unset, none is taken. Each archive is
   * named by its UTC date and time; the newest BACKUP_KEEP are kept, older ones deleted.
   */
  BACKUP_DIR: optionalString.pipe(
    z
      .string()
      .refine((dir) => !dir.includes("\0"), "must be a folder path")
      .optional(),
  ),
  BACKUP_KEEP: z.coerce
    .number({ error: "must be a whole number of archives" })
    .int("must be a whole number of archives")
    .min(1, "must keep at least 1 archive")
    .max(1000, "must keep at most 1000 archives")
    .default(7),
  /**
   * Let Refresh Metadata visit private, loopback and link-local addresses. Only the tests set it:
   * a listed website must never reach the server's own network.
   */
  FETCH_ALLOW_PRIVATE: z
    .enum(["true", "false"])
    .default("false")
    .transform((value) => value === "true"),
  /**
   * The in-process cache of anonymous pages (decision 019): at most this many megabytes of
   * rendered pages (each kept plain, gzipped and in brotli); 0 turns it off.
   */
  PAGE_CACHE_MB: z.coerce.number().min(0).max(65_536).default(64),
  /**
   * Seconds a cached page is served as it is; for as long again it is served while one request
   * renders it anew. An administrator's change empties the cache at once on every app server.
   */
  PAGE_CACHE_SECONDS: z.coerce.number().min(1).max(3600).default(5),
  /**
   * Uncached work (pages for signed-in visitors, searches, forms) under way at once; beyond it,
   * requests wait in a queue of MAX_QUEUED_REQUESTS, and beyond that are answered 503 with
   * Retry-After at once instead of all waiting ever longer. Unset: 2 on the embedded database,
   * 16 on PostgreSQL (decision 020).
   */
  MAX_CONCURRENT_REQUESTS: z.coerce.number().int().min(1).max(10_000).optional(),
  MAX_QUEUED_REQUESTS: z.coerce.number().int().min(0).max(100_000).default(256),
  /** Redis for rate limits shared by several app servers; memory when absent. */
  REDIS_URL: optionalString.pipe(
    z
      .string()
      .regex(/^rediss?:\/\//, "must start with redis:// or rediss://")
      .optional(),
  ),
});

export type Env = z.infer<typeof EnvSchema> & { dataDir: string };

let cached: Env | undefined;

/** Parses the environment once; a bad value stops the boot with a message naming the variable. */
export function getEnv(source: NodeJS.ProcessEnv = process.env): Env {
  if (cached && source === process.env) return cached;
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) => `  ${issue.path.join(".") || "(environment)"}: ${issue.message}`,
    );
    throw new Error(`Invalid configuration:\n${lines.join("\n")}\nSee .env.example.`);
  }
  const env = { ...parsed.data, dataDir: path.resolve(parsed.data.DATA_DIR) };
  if (source === process.env) cached = env;
  return env;
}

/** For tests that change the environment between servers. */
export function resetEnvCache() {
  cached = undefined;
}
