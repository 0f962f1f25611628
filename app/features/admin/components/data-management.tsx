import { useState } from "react";
import { useRevalidator } from "react-router";
import { toast } from "~/components/ui/form";
import { Tabs } from "~/components/ui/tabs";
import type { DatabaseCheck } from "~/features/catalogue/types";
import {
  ADMIN_TEXTS,
  CHECK_PATH,
  checkError,
  EXPORT_PATH,
  EXPORT_TOASTS,
  exportError,
  MIGRATE_NEW_PATH,
  MIGRATION_TOASTS,
} from "../constants";
import { describeCheck, type Banner } from "../database-check";

const BANNER_STYLES: Record<Banner["kind"], string> = {
  error: "border-red-200 bg-red-50 text-red-800",
  success: "border-emerald-200 bg-emerald-50 text-emerald-800",
  info: "border-sky-200 bg-sky-50 text-sky-800",
};

/** The file name the server gave the download (spec 2 §9: named by the day). */
function fileNameOf(response: Response) {
  const header = response.headers.get("Content-Disposition") ?? "";
  return /filename="([^"]+)"/.exec(header)?.[1] ?? "ai_tools_export.json";
}

/**
 * Downloads the export as it arrives and counts its tools on the way: the server writes one
 * tool per line, between the lines "[" and "]".
 */
async function downloadExport(): Promise<number> {
  const response = await fetch(EXPORT_PATH, { headers: { Accept: "application/json" } });
  if (!response.ok || !response.body) throw new Error(await reasonOf(response));
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

/** The server's message in a refused answer, else its status. */
async function reasonOf(response: Response) {
  const body = (await response.json().catch(() => null)) as { error?: { message?: string } };
  return body?.error?.message ?? `the server answered ${response.status}`;
}

async function checkDatabase(): Promise<DatabaseCheck> {
  const response = await fetch(CHECK_PATH, { headers: { Accept: "application/json" } });
  if (!response.ok) throw new Error(await reasonOf(response));
  return (await response.json()) as DatabaseCheck;
}

/** Adds the bundled tools the database lacks; answers their ids. */
async function migrateNewTools(): Promise<string[]> {
  const response = await fetch(MIGRATE_NEW_PATH, {
    method: "POST",
    headers: { Accept: "application/json" },
  });
  if (!response.ok) throw new Error(await reasonOf(response));
  return ((await response.json()) as { added: string[] }).added;
}

const buttonClass =
  "inline-flex min-h-11 items-center justify-center rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-60 sm:min-h-0";

function NameList({ names, empty }: { names: readonly string[]; empty: string }) {
  if (names.length === 0) return <p className="text-slate-600">{empty}</p>;
  return (
    <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white">
      {names.map((name) => (
        <li key={name} className="px-4 py-2 text-sm text-slate-800">
          {name}
        </li>
      ))}
    </ul>
  );
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Spec 2 §2's Data Management section: the AI Tools, Categories and Pricing Options tabs. */
export function DataManagement({
  totalTools,
  categories,
  pricingOptions,
}: {
  totalTools: number;
  categories: readonly string[];
  pricingOptions: readonly string[];
}) {
  const [banner, setBanner] = useState<Banner | null>(null);
  const [exporting, setExporting] = useState(false);
  const [checking, setChecking] = useState(false);
  const [migrating, setMigrating] = useState(false);
  const revalidator = useRevalidator();

  const runMigrateNew = async () => {
    setMigrating(true);
    setBanner(null);
    try {
      const added = await migrateNewTools();
      const done = added.length ? MIGRATION_TOASTS.added(added.length) : MIGRATION_TOASTS.none;
      toast(done);
      setBanner({
        kind: added.length ? "success" : "info",
        message: `${done.title}: ${done.description}`,
      });
      if (added.length) await revalidator.revalidate();
    } catch (error) {
      const failed = MIGRATION_TOASTS.failed(errorText(error));
      toast(failed);
      setBanner({ kind: "error", message: `${failed.title}: ${failed.description}` });
    } finally {
      setMigrating(false);
    }
  };

  const runCheck = async () => {
    setChecking(true);
    setBanner(null);
    try {
      setBanner(describeCheck(await checkDatabase()));
    } catch (error) {
      setBanner({ kind: "error", message: checkError(errorText(error)) });
    } finally {
      setChecking(false);
    }
  };

  const runExport = async () => {
    setExporting(true);
    setBanner(null);
    try {
      const count = await downloadExport();
      const done = EXPORT_TOASTS.exported(count);
      toast(done);
      setBanner({ kind: "success", message: done.title });
    } catch (error) {
      setBanner({ kind: "error", message: exportError(errorText(error)) });
    } finally {
      setExporting(false);
    }
  };

  return (
    <section aria-labelledby="data-management" className="mt-10">
      <h2 id="data-management" className="text-xl font-bold text-slate-900">
        Data Management
      </h2>
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
                    <button
                      type="button"
                      className={buttonClass}
                      disabled={checking}
                      onClick={runCheck}
                    >
                      {checking ? ADMIN_TEXTS.checking : ADMIN_TEXTS.check}
                    </button>
                    <button
                      type="button"
                      className={buttonClass}
                      disabled={migrating}
                      onClick={runMigrateNew}
                    >
                      {migrating ? ADMIN_TEXTS.migrating : ADMIN_TEXTS.migrateNew}
                    </button>
                    <button
                      type="button"
                      className={buttonClass}
                      disabled={exporting}
                      onClick={runExport}
                    >
                      {exporting ? ADMIN_TEXTS.exporting : ADMIN_TEXTS.export}
                    </button>
                  </div>
                </div>
              ),
            },
            {
              value: "categories",
              title: "Categories",
              content: <NameList names={categories} empty={ADMIN_TEXTS.noCategories} />,
            },
            {
              value: "pricing",
              title: "Pricing Options",
              content: <NameList names={pricingOptions} empty={ADMIN_TEXTS.noPricingOptions} />,
            },
          ]}
        />
      </div>
    </section>
  );
}
