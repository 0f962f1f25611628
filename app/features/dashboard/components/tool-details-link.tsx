import { Link } from "react-router";
import { toolPath } from "~/lib/paths";

/** A dashboard card's 'View Details' link, named by its tool for screen readers. */
export function ToolDetailsLink({ tool }: { tool: { id: string; slug: string; name: string } }) {
  return (
    <Link
      to={toolPath(tool)}
      className="inline-block py-3 text-sm font-semibold text-brand-700 hover:underline sm:py-0"
    >
      View Details<span className="sr-only"> of {tool.name}</span>
    </Link>
  );
}
