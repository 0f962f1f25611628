import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { categories, pricingOptions } from "~/db/schema";
import {
  listChoices,
  listRenamed,
  popularCategories,
} from "~/features/catalogue/vocabulary.server";
import { SITE_CHANGED } from "~/lib/read-cache.server";
import { createTool } from "../factories";
import { getFrom } from "../helpers";
import { startTestServer } from "../setup/test-server";

// An app server keeps the categories and pricing options a while (decision 013) and drops them
// when the site_changed notice arrives, as another app server's change sends it: here the rows
// change behind the kept reads' back and the notice is sent on the database, as that server's
// audited write would.

let server: Awaited<ReturnType<typeof startTestServer>>;

beforeAll(async () => {
  server = await startTestServer({ pages: true });
}, 60_000);
afterAll(async () => server?.close());

const get = getFrom(() => server.baseUrl);
/** Whether the API (the built app, with reads kept apart from this file's) knows a category. */
const apiKnows = async (name: string) => {
  const response = await get(`/api/v1/tools?category=${encodeURIComponent(name)}`);
  await response.body?.cancel();
  return response.status === 200;
};

/** How long the lists are kept at most without a notice (listChoices, decision 013). */
const KEPT_MS = 10_000;

describe("reads kept by an app server", () => {
  it("are read afresh once another server's change is noticed, not only after their lifetime", async () => {
    const keptSince = Date.now();
    const choices = await listChoices(server.db);
    const renamed = await listRenamed(server.db);
    const popular = await popularCategories(1_000, server.db);
    expect(await apiKnows("Underwater Robotics")).toBe(false);

    await server.db
      .insert(categories)
      .values({ name: "Underwater Robotics", position: 999, seed: "Sea Robotics" });
    await server.db.insert(pricingOptions).values({ name: "Pay What You Want", position: 999 });
    await createTool(server.db, { category: ["Underwater Robotics"] });
    // Without a notice, both the source's and the built app's reads are still the kept ones.
    expect(await listChoices(server.db)).toEqual(choices);
    expect(await listRenamed(server.db)).toEqual(renamed);
    expect(await popularCategories(1_000, server.db)).toEqual(popular);
    expect(await apiKnows("Underwater Robotics")).toBe(false);

    // Sent again until this server's listening connection, opened at boot, has heard one.
    await vi.waitFor(
      async () => {
        await server.db.execute(sql`SELECT pg_notify(${SITE_CHANGED}, 'admin_audit')`);
        expect((await listChoices(server.db)).categories).toContain("Underwater Robotics");
      },
      { timeout: 2_000, interval: 20 },
    );
    expect((await listChoices(server.db)).pricing).toContain("Pay What You Want");
    expect((await listRenamed(server.db)).category).toMatchObject({
      "Sea Robotics": "Underwater Robotics",
    });
    expect(await popularCategories(1_000, server.db)).toContain("Underwater Robotics");
    expect(await apiKnows("Underwater Robotics")).toBe(true);
    // Sooner than the lists' lifetime: the notice dropped them, not the time.
    expect(Date.now() - keptSince).toBeLessThan(KEPT_MS);
  });
});
