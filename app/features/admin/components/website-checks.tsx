import { TitledSection } from "~/components/ui/titled-section";
import { adminDateTime as dateTime } from "../format";
type Check = {
  id: number;
  checkedAt: string;
  ok: boolean;
  httpStatus: number | null;
  finalUrl: string | null;
  title: string | null;
  error: string | null;
};

/** What Refresh Metadata found on the tool's website, visit by visit, newest first. */
export function WebsiteChecks({ checks }: { checks: readonly Check[] }) {
  return (
    <TitledSection id="website-checks" title="Website checks" className="mt-10">
      {checks.length === 0 ? (
        <p className="mt-3 text-slate-600">Refresh Metadata has not visited this website yet.</p>
      ) : (
        <ol className="mt-3 divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white">
          {checks.map((check) => (
            <li key={check.id} className="px-4 py-3 text-sm">
              <p className="text-slate-800">
                <span
                  className={
                    check.ok ? "font-semibold text-emerald-700" : "font-semibold text-red-700"
                  }
                >
                  {check.ok ? "Reached" : "Failed"}
                </span>
                {check.httpStatus ? ` · ${check.httpStatus}` : ""} ·{" "}
                <time dateTime={check.checkedAt}>{dateTime(check.checkedAt)}</time>
              </p>
              {check.error ? <p className="text-red-800">{check.error}</p> : null}
              {check.ok && check.title ? (
                <p className="[overflow-wrap:anywhere] text-slate-700">Title: {check.title}</p>
              ) : null}
              {check.finalUrl ? (
                <p className="[overflow-wrap:anywhere] text-slate-600">{check.finalUrl}</p>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </TitledSection>
  );
}
