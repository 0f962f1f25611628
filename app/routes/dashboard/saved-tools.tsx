import { useEffect, useState } from "react";
import { Link, useNavigation } from "react-router";
import { toast } from "~/components/ui/toaster";
import { guardedUser } from "~/features/accounts/session.server";
import { ToolCardSkeleton } from "~/features/catalogue/components/tool-card-skeleton";
import { getToolsByIds } from "~/features/catalogue/tool-reads.server";
import { toSummary } from "~/features/catalogue/tool";
import { SavedToolCard } from "~/features/dashboard/components/saved-tool-card";
import { SAVED_PAGE_TOASTS } from "~/features/saved-tools/constants";
import { listSavedToolIds } from "~/features/saved-tools/queries.server";
import { log } from "~/lib/log.server";
import { savedToolsApiPath } from "~/lib/paths";
import type { Route } from "./+types/saved-tools";

export async function loader({ context }: Route.LoaderArgs) {
  const user = guardedUser(context);
  try {
    const ids = await listSavedToolIds(user.id);
    const tools = new Map((await getToolsByIds(ids)).map((tool) => [tool.id, tool]));
    return {
      failed: false,
      tools: ids.flatMap((id) => (tools.has(id) ? [toSummary(tools.get(id)!)] : [])),
    };
  } catch (error) {
    log.error("Saved tools could not be loaded", { error: String(error) });
    return { failed: true, tools: [] };
  }
}

export const meta: Route.MetaFunction = () => [
  { title: "Saved Tools | AI Tools Directory" },
  { name: "description", content: "The AI tools you saved, to come back to and compare." },
  { name: "robots", content: "noindex" },
];

export default function SavedTools({ loaderData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const loading =
    navigation.state === "loading" && navigation.location.pathname === "/dashboard/saved-tools";
  const { failed } = loaderData;
  // A removed card leaves at once (docs/product.md#saved-tools-page) and comes back if the removal
  // fails.
  const [removed, setRemoved] = useState<ReadonlySet<string>>(new Set());
  const tools = loaderData.tools.filter((tool) => !removed.has(tool.id));

  async function remove(id: string) {
    const without = (set: ReadonlySet<string>, add: boolean) => {
      const next = new Set(set);
      if (add) next.add(id);
      else next.delete(id);
      return next;
    };
    setRemoved((current) => without(current, true));
    const response = await fetch(savedToolsApiPath(id), {
      method: "DELETE",
    }).catch(() => null);
    if (response?.ok) {
      toast.success(SAVED_PAGE_TOASTS.removed.title, {
        description: SAVED_PAGE_TOASTS.removed.description,
      });
    } else {
      setRemoved((current) => without(current, false));
      toast.error(SAVED_PAGE_TOASTS.removeFailed.title, {
        description: SAVED_PAGE_TOASTS.removeFailed.description,
      });
    }
  }

  useEffect(() => {
    if (failed) {
      toast.error(SAVED_PAGE_TOASTS.loadFailed.title, {
        description: SAVED_PAGE_TOASTS.loadFailed.description,
      });
    }
  }, [failed]);

  return (
    <div>
      <h1 className="text-3xl font-bold text-slate-900">Saved Tools</h1>
      {loading ? (
        <ul
          aria-busy="true"
          aria-label="Loading saved tools"
          className="mt-6 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3"
        >
          {[0, 1, 2].map((index) => (
            <li key={index}>
              <ToolCardSkeleton />
            </li>
          ))}
        </ul>
      ) : tools.length === 0 ? (
        <div className="mt-6 rounded-xl border border-dashed border-slate-300 p-10 text-center">
          <p className="text-lg font-semibold text-slate-900">No saved tools yet</p>
          <Link to="/" className="mt-3 inline-block font-semibold text-brand-700 hover:underline">
            Explore Tools
          </Link>
        </div>
      ) : (
        <ul className="mt-6 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {tools.map((tool) => (
            <SavedToolCard key={tool.id} tool={tool} onRemove={() => void remove(tool.id)} />
          ))}
        </ul>
      )}
    </div>
  );
}
