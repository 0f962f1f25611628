// npm run figures:repair: recomputes every tool's rating, review count, saves and recent page
// views from the reviews, saved tools and page views, and corrects those that differ.
// On the embedded database, stop the server first: only one process may open it.
import { repairToolFigures } from "../app/features/catalogue/figures.server";
import { withDatabase } from "./with-database";

await withDatabase(async (handle) => {
  const corrected = await repairToolFigures(handle.db);
  const count = `${corrected.length} tool${corrected.length === 1 ? "" : "s"}`;
  const named = `${corrected.slice(0, 20).join(", ")}${corrected.length > 20 ? ", ..." : ""}`;
  console.log(
    corrected.length === 0
      ? "Every tool's figures were right."
      : `Corrected the figures of ${count}: ${named}.`,
  );
});
