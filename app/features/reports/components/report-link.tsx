import { Link } from "react-router";
import { toolReportPath } from "~/lib/paths";

/** The tool page's way to the report form: small, and the same whether reports are open or not. */
export function ReportLink({ toolId }: { toolId: string }) {
  return (
    <Link
      to={toolReportPath(toolId)}
      rel="nofollow"
      className="flex min-h-11 items-center justify-center text-sm text-slate-600 hover:text-slate-900 hover:underline"
    >
      Report an issue
    </Link>
  );
}
