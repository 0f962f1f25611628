import { useState, type ComponentProps } from "react";
import { useRevalidator } from "react-router";
import { toast } from "~/components/ui/form";
import { Tabs } from "~/components/ui/tabs";
import { TitledSection } from "~/components/ui/titled-section";
import type { DatabaseCheck } from "~/features/catalogue/types";
import {
  ADMIN_TEXTS,
  CHECK_PATH,
  checkError,
  EXPORT_PATH,
  EXPORT_TOASTS,
  exportError,
  MIGRATE_ALL_PATH,
  MIGRATE_NEW_PATH,
  MIGRATION_TOASTS,
  type MigrateAllResult,
} from "../constants";
import { describeCheck, type Banner } from "../database-check";
import { RefreshMetadata } from "./refresh-metadata";
import { VocabularyList } from "./vocabulary-list";

const BANNER_STYLES: Record<Banner["kind"], string> = {
  error: "border-red-200 bg-red-50 text-red-800",
  success: "border-emerald-200 bg-emerald-50 text-emerald-800",
  info: "border-sky-200 bg-sky-50 text-sky-800",
};

/**
 * The file name the server gave the download (docs/product.md#data-management: named by the day).
 */
function fileNameOf(response: Response) {
  const header = response.headers.get("Content-Disposition") ?? "";
  return /filename="([^"]+)"/.exec(header)?.[1] ?? "ai_tools_export.json";
}

/** Asks an admin route; a refusal becomes an error carrying the server's message. */
async function fetchAdmin(path: string, init: RequestInit = {}) {
  const response = await fetch(path, { ...init, headers: { Accept: "application/json" } });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { error?: { message?: string } };
    throw new Error(body?.error?.message ?? `the server answered ${response.status}`);
  }
  return response;
}

/**
 * Downloads the export as it arrives and counts its tools on the way: the server writes one
 * tool per line, between the lines "[" and "]".
 */
async function downloadExport(): Promise<number> {
  const response = await fetchAdmin(EXPORT_PATH);
  if (!response.body) throw new Error("the answer had no body");
  const parts: Uint8Array[] = [];
  let newlines = 0;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
    for (const byte of value) if (byte === 10) newlines++;
  }
  const url = URL.createObjectURL(new Blob(parts as BlobPart[], { type: "application/json" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileNameOf(response);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return Math.max(0, newlines - 2);
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

// The AI Tools tab's jobs: each answers the status banner it leads to, and shows its toasts.

async function checkDatabase(): Promise<Banner> {
  try {
    return describeCheck((await (await fetchAdmin(CHECK_PATH)).json()) as DatabaseCheck);
  } catch (error) {
    return { kind: "error", message: checkError(errorText(error)) };
  }
}

/** The migrations' failure: the toast and the banner. */
function migrationFailed(error: unknown): Banner {
  const failed = MIGRATION_TOASTS.failed(errorText(error));
  toast(failed);
  return { kind: "error", message: `${failed.title}: ${failed.description}` };
}

/**
 * Writes every bundled tool (decision 013): missing ones added, the others updated to the
 * bundled text unless edited here; then reloads the page's counts.
 */
async function migrateAllTools(revalidate: () => Promise<void>): Promise<Banner> {
  try {
    const response = await fetchAdmin(MIGRATE_ALL_PATH, { method: "POST" });
    const done = MIGRATION_TOASTS.successful((await response.json()) as MigrateAllResult);
    toast(done);
    await revalidate();
    return { kind: "success", message: `${done.title}: ${done.description}` };
  } catch (error) {
    return migrationFailed(error);
  }
}

/** Adds the bundled tools the database lacks, then reloads the page's counts. */
async function migrateNewTools(revalidate: () => Promise<void>): Promise<Banner> {
  try {
    const response = await fetchAdmin(MIGRATE_NEW_PATH, { method: "POST" });
    const { added } = (await response.json()) as { added: string[] };
    const done = added.length ? MIGRATION_TOASTS.added(added.length) : MIGRATION_TOASTS.none;
    toast(done);
    if (added.length) await revalidate();
    return {
      kind: added.length ? "success" : "info",
      message: `${done.title}: ${done.description}`,
    };
  } catch (error) {
    return migrationFailed(error);
  }
}

async function exportTools(): Promise<Banner> {
  try {
    const done = EXPORT_TOASTS.exported(await downloadExport());
    toast(done);
    return { kind: "success", message: done.title };
  } catch (error) {
    return { kind: "error", message: exportError(errorText(error)) };
  }
}

/**
 * The AI Tools tab's buttons in the order of docs/product.md#data-management, with their labels
 * while they run.
 */
const JOBS = [
  { label: ADMIN_TEXTS.check, busy: ADMIN_TEXTS.checking, run: checkDatabase },
  { label: ADMIN_TEXTS.migrateAll, busy: ADMIN_TEXTS.migrating, run: migrateAllTools },
  { label: ADMIN_TEXTS.migrateNew, busy: ADMIN_TEXTS.migrating, run: migrateNewTools },
  { label: ADMIN_TEXTS.export, busy: ADMIN_TEXTS.exporting, run: exportTools },
] as const;

const buttonClass =
  "inline-flex min-h-11 items-center justify-center rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-60 sm:min-h-0";

/**
 * The Data Management section (docs/product.md#data-management): the AI Tools, Categories and
 * Pricing Options tabs.
 */
export function DataManagement({
  totalTools,
  categories,
  pricingOptions,
  mappings,
  refreshRun,
}: {
  refreshRun: ComponentProps<typeof RefreshMetadata>["initialRun"];
  totalTools: number;
  categories: ComponentProps<typeof VocabularyList>["items"];
  pricingOptions: ComponentProps<typeof VocabularyList>["items"];
  mappings: ComponentProps<typeof VocabularyList>["mappings"];
}) {
  const [banner, setBanner] = useState<Banner | null>(null);
  // One job at a time, so one banner tells what the last one did.
  const [running, setRunning] = useState<string | null>(null);
  const revalidator = useRevalidator();

  const run = async (job: (typeof JOBS)[number]) => {
    setRunning(job.label);
    setBanner(null);
    try {
      setBanner(await job.run(() => revalidator.revalidate()));
    } finally {
      setRunning(null);
    }
  };

  return (
    <TitledSection id="data-management" title="Data Management" className="mt-10">
      <div className="mt-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
        <Tabs
          label="Data"
          tabs={[
            {
              value: "tools",
              title: "AI Tools",
              content: (
                <div className="space-y-4">
                  <p className="text-slate-700">{ADMIN_TEXTS.toolsInDatabase(totalTools)}</p>
                  {banner ? (
                    <p
                      role={banner.kind === "error" ? "alert" : "status"}
                      className={`rounded-lg border px-4 py-3 text-sm ${BANNER_STYLES[banner.kind]}`}
                    >
                      {banner.message}
                    </p>
                  ) : null}
                  <div className="flex flex-wrap gap-2">
                    {JOBS.map((job) => (
                      <button
                        key={job.label}
                        type="button"
                        className={buttonClass}
                        disabled={running !== null}
                        onClick={() => run(job)}
                      >
                        {running === job.label ? job.busy : job.label}
                      </button>
                    ))}
                    <RefreshMetadata
                      initialRun={refreshRun}
                      disabled={running !== null}
                      className={buttonClass}
                    />
                  </div>
                </div>
              ),
            },
            {
              value: "categories",
              title: "Categories",
              content: <VocabularyList kind="category" items={categories} mappings={mappings} />,
            },
            {
              value: "pricing",
              title: "Pricing Options",
              content: <VocabularyList kind="pricing" items={pricingOptions} mappings={mappings} />,
            },
          ]}
        />
      </div>
    </TitledSection>
  );
}
