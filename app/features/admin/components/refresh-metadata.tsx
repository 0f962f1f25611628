import { useEffect, useState } from "react";
import { toast } from "~/components/ui/form";
import type { RefreshRun } from "~/features/catalogue/types";
import { countOf } from "~/lib/count";
import { ADMIN_TEXTS, REFRESH_PATH } from "../constants";

const POLL_MS = 1500;

async function askRun(method: "GET" | "POST"): Promise<RefreshRun | null> {
  const response = await fetch(REFRESH_PATH, { method, headers: { Accept: "application/json" } });
  const body = (await response.json().catch(() => null)) as {
    run?: RefreshRun | null;
    error?: { message?: string };
  } | null;
  if (!response.ok)
    throw new Error(body?.error?.message ?? `the server answered ${response.status}`);
  return body?.run ?? null;
}

/** How far a run is, in words. */
export function describeRun(run: RefreshRun) {
  const failed = run.failed ? `, ${countOf(run.failed, "failure")}` : "";
  return run.finishedAt
    ? `Metadata refreshed: ${run.done.toLocaleString("en-US")} of ${countOf(run.total, "website")} visited${failed}.`
    : `Refreshing metadata: ${run.done.toLocaleString("en-US")} of ${countOf(run.total, "website")} visited${failed}.`;
}

/**
 * Refresh Metadata (decision 014): starts the run, or joins the one running on any app server,
 * and follows it until it ends. A run under way when the page opens is followed too, so the
 * progress survives a reload.
 */
export function RefreshMetadata({
  initialRun,
  disabled,
  className,
}: {
  initialRun: RefreshRun | null;
  disabled: boolean;
  className: string;
}) {
  const [run, setRun] = useState(initialRun);
  const [error, setError] = useState<string | null>(null);
  const running = run !== null && run.finishedAt === null;

  useEffect(() => {
    if (!running) return;
    let stopped = false;
    const timer = setInterval(() => {
      askRun("GET")
        .then((latest) => {
          if (stopped || !latest) return;
          setRun(latest);
          if (latest.finishedAt) {
            toast({ type: latest.failed ? "info" : "success", title: describeRun(latest) });
          }
        })
        .catch((failure: unknown) => setError(String((failure as Error).message ?? failure)));
    }, POLL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [running]);

  const start = async () => {
    setError(null);
    try {
      setRun(await askRun("POST"));
    } catch (failure) {
      setError(`Error refreshing metadata: ${(failure as Error).message}`);
    }
  };

  return (
    <>
      <button type="button" className={className} disabled={disabled || running} onClick={start}>
        {running ? ADMIN_TEXTS.refreshing : ADMIN_TEXTS.refresh}
      </button>
      {run || error ? (
        <p
          role={error ? "alert" : "status"}
          aria-live="polite"
          className={`basis-full text-sm ${error ? "text-red-700" : "text-slate-700"}`}
        >
          {error ?? describeRun(run!)}
        </p>
      ) : null}
    </>
  );
}
