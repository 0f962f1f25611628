import { Link } from "react-router";

/** The way back to the tools table from a tool's pages, tall enough to tap. */
export function BackToTools() {
  return (
    <Link
      to="/admin/tools"
      className="inline-flex min-h-11 items-center text-sm font-medium text-brand-700 hover:underline"
    >
      ← All tools
    </Link>
  );
}
