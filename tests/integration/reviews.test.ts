import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminAudit, aiTools, toolReviews, users } from "~/db/schema";
import { slugify } from "~/features/catalogue/tool";
import { REVIEW_MESSAGES } from "~/features/reviews/constants";
import { queryRows } from "~/lib/db.server";
import {
  createSession,
  createTool,
  createUser,
  createUserAndAdmin,
  type ToolRow,
} from "../factories";
import { form, getFrom, postTo } from "../helpers";
import { startTestServer } from "../setup/test-server";

// Users' reviews and the figures they make (decision 017), over HTTP against the built app.

let server: Awaited<ReturnType<typeof startTestServer>>;
const post = postTo(() => server.baseUrl);
const get = getFrom(() => server.baseUrl);

// Each post comes from its own address (X-Forwarded-For), unless a test names one.
beforeAll(async () => {
  process.env.TRUST_PROXY = "true";
  server = await startTestServer({ pages: true });
}, 60_000);
afterAll(async () => {
  delete process.env.TRUST_PROXY;
  await server?.close();
});

const pathOf = (tool: ToolRow) => `/tool/${tool.id}/${slugify(tool.name)}`;

async function signedIn(overrides: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(server.db, overrides);
  return { user, cookie: (await createSession(server.db, user)).cookie };
}

const review = (overrides: Record<string, string> = {}) =>
  form({
    intent: "review",
    stars: "4",
    title: "Does what it says",
    body: "I used it for a month of weekly reports and it saved me an hour each time.",
    ...overrides,
  });

const send = (tool: ToolRow, body: URLSearchParams, cookie?: string, address?: string) =>
  post(pathOf(tool), body, {
    Origin: server.baseUrl,
    ...(cookie ? { Cookie: cookie } : {}),
    ...(address ? { "X-Forwarded-For": address } : {}),
  });

const figures = async (tool: ToolRow) => {
  const [row] = await server.db
    .select({ rating: aiTools.rating, reviewCount: aiTools.reviewCount })
    .from(aiTools)
    .where(eq(aiTools.id, tool.id));
  return row!;
};

/** The average and count computed afresh from the published reviews. */
const recount = async (tool: ToolRow) => {
  const [row] = await queryRows<{ rating: number | null; reviews: number }>(
    server.db,
    sql`SELECT avg(stars)::float8 AS rating, count(*)::int AS reviews
        FROM tool_reviews WHERE tool_id = ${tool.id} AND status = 'published'`,
  );
  return { rating: row!.rating, reviewCount: row!.reviews };
};

const reviewsOf = (tool: ToolRow) =>
  server.db.select().from(toolReviews).where(eq(toolReviews.toolId, tool.id));

/** The JSON-LD blocks of a page. */
async function structuredData(path: string) {
  const html = await (await get(path)).text();
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
}
const application = async (path: string) =>
  (await structuredData(path)).find((item) => item["@type"] === "SoftwareApplication")!;

describe("writing a review", () => {
  it("is refused to a visitor (401) and to an unconfirmed user (403), storing nothing", async () => {
    const tool = await createTool(server.db);
    const visitor = await send(tool, review());
    expect(visitor.status).toBe(401);
    expect(visitor.text).toContain("Sign in to review a tool.");

    const unconfirmed = await signedIn({ emailVerified: false });
    const refused = await send(tool, review(), unconfirmed.cookie);
    expect(refused.status).toBe(403);
    expect(refused.text).toContain("Confirm your email address before reviewing");
    expect(await reviewsOf(tool)).toHaveLength(0);
    const page = await (await get(pathOf(tool), unconfirmed.cookie)).text();
    expect(page).toContain("Confirm your email address to review tools");
  });

  it("publishes at once: the page, the card figures, the API and JSON-LD all follow it", async () => {
    const tool = await createTool(server.db, { editorialRating: 4.6 });
    // Before any review: the editor's score, labelled, and no aggregate rating.
    const before = await (await get(pathOf(tool))).text();
    expect(before).toContain("No reviews yet");
    expect(before).toContain("Editor&#x27;s rating 4.6");
    expect((await application(pathOf(tool))).aggregateRating).toBeUndefined();

    const { cookie } = await signedIn({ name: "Reviewer <b>Ann</b>" });
    const sent = await send(
      tool,
      review({
        stars: "5",
        title: "Great <script>x</script>",
        body: "Line one is long enough.\nLine <i>two</i>.",
      }),
      cookie,
    );
    expect(sent.status).toBe(302);
    expect(sent.headers.get("location")).toBe(`${pathOf(tool)}#reviews`);
    expect(await figures(tool)).toEqual({ rating: 5, reviewCount: 1 });

    const page = await (await get(pathOf(tool))).text();
    expect(page).toContain("(1 review)");
    expect(page).toContain("Great &lt;script&gt;x&lt;/script&gt;");
    expect(page).toContain("Line &lt;i&gt;two&lt;/i&gt;.");
    expect(page).not.toContain("<i>two</i>");
    expect(page).toContain("Reviewer &lt;b&gt;Ann&lt;/b&gt;");
    expect(await application(pathOf(tool))).toMatchObject({
      aggregateRating: { "@type": "AggregateRating", ratingValue: 5, reviewCount: 1 },
    });

    const api = (await (await get(`/api/v1/tools/${tool.id}`)).json()) as { tool: object };
    expect(api.tool).toMatchObject({ rating: 5, reviewCount: 1, editorialRating: 4.6 });
    const listed = (await (await get(`/api/v1/tools/${tool.id}/reviews`)).json()) as {
      reviews: { title: string; author: string; stars: number }[];
      total: number;
    };
    expect(listed.total).toBe(1);
    expect(listed.reviews[0]).toMatchObject({
      title: "Great <script>x</script>",
      author: "Reviewer <b>Ann</b>",
      stars: 5,
    });
  });

  it("refuses a second review of the same tool with a clear message", async () => {
    const tool = await createTool(server.db);
    const { cookie } = await signedIn();
    expect((await send(tool, review(), cookie)).status).toBe(302);
    const second = await send(tool, review({ stars: "1" }), cookie);
    expect(second.status).toBe(409);
    expect(second.text).toContain("You have already reviewed this tool. Edit your review instead.");
    expect(await reviewsOf(tool)).toHaveLength(1);
    expect(await figures(tool)).toEqual({ rating: 4, reviewCount: 1 });
  });

  it("answers bad input with a 4xx and changes nothing", async () => {
    const tool = await createTool(server.db);
    const owner = await signedIn();
    const other = await signedIn();
    expect((await send(tool, review({ stars: "3" }), owner.cookie)).status).toBe(302);
    const [mine] = await reviewsOf(tool);
    const snapshot = async () => ({ rows: await reviewsOf(tool), figures: await figures(tool) });
    const before = await snapshot();

    const cases: [URLSearchParams, number, string][] = [
      [review({ stars: "0" }), 400, "Choose from 1 to 5 stars."],
      [review({ stars: "6" }), 400, "Choose from 1 to 5 stars."],
      [review({ stars: "4.5" }), 400, "Choose from 1 to 5 stars."],
      [review({ body: "x".repeat(20_000) }), 400, "Write 20 to 2,000 characters"],
      [review({ body: "Too short." }), 400, "Write 20 to 2,000 characters"],
      [review({ title: "" }), 400, "Give your review a title"],
      // Another user's review id: neither edited nor deleted.
      [review({ reviewId: String(mine!.id), stars: "1" }), 404, "No review of yours has this id."],
      [form({ intent: "delete-review", reviewId: String(mine!.id) }), 404, "No review of yours"],
      [
        form({ intent: "delete-review", reviewId: "not-a-number" }),
        400,
        "A review id is a number.",
      ],
      [form({ intent: "publish-everything" }), 400, "This form is not one the page knows."],
    ];
    for (const [body, status, message] of cases) {
      const answer = await send(tool, body, other.cookie);
      expect(answer.status, message).toBe(status);
      expect(answer.text).toContain(message);
    }
    expect(await snapshot()).toEqual(before);
  });

  it("edits and deletes the user's own review, and the figures follow each time", async () => {
    const tool = await createTool(server.db);
    const first = await signedIn();
    const second = await signedIn();
    await send(tool, review({ stars: "2" }), first.cookie);
    await send(tool, review({ stars: "5" }), second.cookie);
    expect(await figures(tool)).toEqual({ rating: 3.5, reviewCount: 2 });

    const [mine] = (await reviewsOf(tool)).filter((row) => row.userId === first.user.id);
    const edited = await send(
      tool,
      review({ reviewId: String(mine!.id), stars: "4", title: "Better after an update" }),
      first.cookie,
    );
    expect(edited.status).toBe(302);
    expect(await figures(tool)).toEqual({ rating: 4.5, reviewCount: 2 });
    expect((await reviewsOf(tool)).find((row) => row.id === mine!.id)!.title).toBe(
      "Better after an update",
    );

    const deleted = await send(
      tool,
      form({ intent: "delete-review", reviewId: String(mine!.id) }),
      first.cookie,
    );
    expect(deleted.status).toBe(302);
    expect(await figures(tool)).toEqual({ rating: 5, reviewCount: 1 });

    // The account that wrote the last one goes, and its review with it.
    await server.db.delete(users).where(eq(users.id, second.user.id));
    expect(await figures(tool)).toEqual({ rating: null, reviewCount: 0 });
    expect((await application(pathOf(tool))).aggregateRating).toBeUndefined();
  });

  it("keeps the rating and count exact under concurrent reviews of one tool", async () => {
    const tool = await createTool(server.db);
    const reviewers = await Promise.all(Array.from({ length: 12 }, () => signedIn()));
    const answers = await Promise.all(
      reviewers.map(({ cookie }, index) =>
        send(tool, review({ stars: String((index % 5) + 1) }), cookie),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 302));
    // Edits and deletions at once too.
    const rows = await reviewsOf(tool);
    const byUser = new Map(rows.map((row) => [row.userId, row.id]));
    await Promise.all(
      reviewers
        .slice(0, 6)
        .map(({ user, cookie }, index) =>
          send(
            tool,
            index % 2
              ? form({ intent: "delete-review", reviewId: String(byUser.get(user.id)) })
              : review({ reviewId: String(byUser.get(user.id)), stars: "5" }),
            cookie,
          ),
        ),
    );
    const stored = await figures(tool);
    const fresh = await recount(tool);
    expect(stored.reviewCount).toBe(9);
    expect(stored.reviewCount).toBe(fresh.reviewCount);
    expect(stored.rating).toBeCloseTo(fresh.rating!, 10);
  });

  it("answers 404 for an unknown tool's reviews and 400 for a bad page", async () => {
    expect((await get("/api/v1/tools/no-such-tool/reviews")).status).toBe(404);
    expect((await get("/api/v1/tools/chatgpt/reviews?page=0")).status).toBe(400);
    expect((await get("/api/v1/tools/chatgpt/reviews?page=abc")).status).toBe(400);
    const empty = (await (await get("/api/v1/tools/chatgpt/reviews")).json()) as object;
    expect(empty).toMatchObject({ page: 1, pageSize: 10 });
  });

  it("limits how many reviews one account writes in an hour", async () => {
    const { cookie } = await signedIn();
    const tools = await Promise.all(Array.from({ length: 11 }, () => createTool(server.db)));
    const statuses: number[] = [];
    const texts: string[] = [];
    for (const tool of tools) {
      const answer = await send(tool, review(), cookie);
      statuses.push(answer.status);
      texts.push(answer.text);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(302));
    expect(statuses[10]).toBe(429);
    expect(texts[10]).toContain("You have written several reviews in a short time.");
    expect(await reviewsOf(tools[10]!)).toHaveLength(0);
  });

  it("limits how many review writes come from one address in an hour", async () => {
    const address = "10.9.8.7";
    const tool = await createTool(server.db);
    const accounts = await Promise.all(Array.from({ length: 31 }, () => signedIn()));
    const statuses: number[] = [];
    for (const { cookie } of accounts) {
      statuses.push((await send(tool, review(), cookie, address)).status);
    }
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(302));
    expect(statuses[30]).toBe(429);
    expect(await figures(tool)).toEqual({ rating: 4, reviewCount: 30 });
  });
});

describe("the Reviews queue and the dashboard", () => {
  it("lets only an administrator hide a review, with its reason, and the rating follows", async () => {
    const { userCookie, adminCookie } = await createUserAndAdmin(server.db);
    const tool = await createTool(server.db);
    const writer = await signedIn();
    const other = await signedIn();
    await send(tool, review({ stars: "1", title: "Buy my course instead" }), writer.cookie);
    await send(tool, review({ stars: "5" }), other.cookie);
    const [spam] = (await reviewsOf(tool)).filter((row) => row.userId === writer.user.id);
    const hide = (cookie: string, fields: Record<string, string> = {}) =>
      post(
        "/admin/reviews",
        form({ intent: "hide", id: String(spam!.id), reason: "Spam or advertising.", ...fields }),
        { Cookie: cookie, Origin: server.baseUrl },
      );

    for (const [cookie, to] of [
      ["", "/login"],
      [userCookie, "/dashboard"],
    ] as const) {
      expect((await get("/admin/reviews", cookie)).headers.get("location")).toBe(to);
      const refused = await hide(cookie);
      expect(refused.status).toBe(302);
      expect(refused.headers.get("location")).toBe(to);
    }
    expect(await figures(tool)).toEqual({ rating: 3, reviewCount: 2 });

    const queue = await (await get("/admin/reviews", adminCookie)).text();
    expect(queue).toContain("Buy my course instead");
    expect((await hide(adminCookie, { reason: "own" })).status).toBe(400);
    const hidden = await hide(adminCookie);
    expect(hidden.status).toBe(302);
    expect(await figures(tool)).toEqual({ rating: 5, reviewCount: 1 });
    const [stored] = await server.db.select().from(toolReviews).where(eq(toolReviews.id, spam!.id));
    expect(stored).toMatchObject({ status: "hidden", hiddenReason: "Spam or advertising." });
    expect(await (await get(pathOf(tool))).text()).not.toContain("Buy my course instead");
    expect((await hide(adminCookie)).status).toBe(409);
    // Its writer is told why, on the tool's page and the dashboard.
    const mine = await (await get("/dashboard/reviews", writer.cookie)).text();
    expect(mine).toContain("Hidden by an administrator: Spam or advertising.");

    const restored = await post(
      "/admin/reviews",
      form({ intent: "restore", id: String(spam!.id) }),
      { Cookie: adminCookie, Origin: server.baseUrl },
    );
    expect(restored.status).toBe(302);
    expect(await figures(tool)).toEqual({ rating: 3, reviewCount: 2 });
  });

  it("lists a user's reviews on the dashboard, and not those of an archived tool", async () => {
    const kept = await createTool(server.db, { name: "Kept Tool Reviews" });
    const archived = await createTool(server.db, { name: "Archived Tool Reviews" });
    const { cookie } = await signedIn();
    await send(kept, review({ title: "Still listed here" }), cookie);
    await send(archived, review({ title: "Gone with its tool" }), cookie);
    await server.db.update(aiTools).set({ status: "archived" }).where(eq(aiTools.id, archived.id));
    const page = await (await get("/dashboard/reviews", cookie)).text();
    expect(page).toContain("Still listed here");
    expect(page).not.toContain("Gone with its tool");
    expect(page).toContain("1 review, newest first.");
    expect((await get(`/api/v1/tools/${archived.id}/reviews`)).status).toBe(404);
  });
});

describe("a hidden review", () => {
  /** A review an administrator hid, beside another user's published 5 stars. */
  async function hiddenReview() {
    const { userCookie, adminCookie } = await createUserAndAdmin(server.db);
    const tool = await createTool(server.db);
    const writer = await signedIn();
    const other = await signedIn();
    const title = `Buy my course ${tool.id}`;
    await send(tool, review({ stars: "1", title }), writer.cookie);
    await send(tool, review({ stars: "5" }), other.cookie);
    const [hidden] = (await reviewsOf(tool)).filter((row) => row.userId === writer.user.id);
    const id = String(hidden!.id);
    const asAdmin = (fields: Record<string, string>, cookie = adminCookie) =>
      post("/admin/reviews", form({ id, ...fields }), { Cookie: cookie, Origin: server.baseUrl });
    const hide = await asAdmin({ intent: "hide", reason: "Spam or advertising." });
    expect(hide.status).toBe(302);
    expect(await figures(tool)).toEqual({ rating: 5, reviewCount: 1 });
    const withdraw = () =>
      post("/dashboard/reviews", form({ reviewId: id }), {
        Cookie: writer.cookie,
        Origin: server.baseUrl,
      });
    const stored = async () =>
      (await server.db.select().from(toolReviews).where(eq(toolReviews.id, hidden!.id)))[0];
    return { tool, title, writer, id, asAdmin, withdraw, stored, userCookie, adminCookie };
  }

  it("stays when its author deletes it: a new review is refused and the rating holds", async () => {
    const { tool, title, writer, id, asAdmin, withdraw, stored, adminCookie } =
      await hiddenReview();
    // Before deleting it, its author is told what deleting it does, and cannot post another.
    const before = await (await get(pathOf(tool), writer.cookie)).text();
    expect(before).toContain(REVIEW_MESSAGES.hiddenDelete);
    const early = await send(tool, review({ stars: "5" }), writer.cookie);
    expect(early.status).toBe(409);
    expect(early.text).toContain(REVIEW_MESSAGES.hidden);

    const deleted = await withdraw();
    expect(deleted.status).toBe(302);
    expect(deleted.headers.get("location")).toBe("/dashboard/reviews");
    expect(await stored()).toMatchObject({
      status: "hidden",
      hiddenReason: "Spam or advertising.",
      title,
      withdrawnAt: expect.any(Date),
    });
    expect(await figures(tool)).toEqual({ rating: 5, reviewCount: 1 });

    const again = await send(tool, review({ stars: "5", title: "Fresh start" }), writer.cookie);
    expect(again.status).toBe(409);
    expect(again.text).toContain(REVIEW_MESSAGES.hidden);
    expect(again.text).not.toContain(REVIEW_MESSAGES.duplicate);
    expect(await reviewsOf(tool)).toHaveLength(2);
    expect(await figures(tool)).toEqual({ rating: 5, reviewCount: 1 });

    // Nor can it be edited, deleted twice or shown again.
    const edited = await send(
      tool,
      review({ reviewId: id, stars: "5", title: "Changed my mind" }),
      writer.cookie,
    );
    expect(edited.status).toBe(409);
    expect(edited.text).toContain(REVIEW_MESSAGES.withdrawnEdit);
    expect((await withdraw()).status).toBe(404);
    const restored = await asAdmin({ intent: "restore" });
    expect(restored.status).toBe(409);
    expect(restored.text).toContain(REVIEW_MESSAGES.withdrawnRestore);
    expect(await stored()).toMatchObject({ status: "hidden", title });
    expect(await figures(tool)).toEqual({ rating: 5, reviewCount: 1 });

    // The tool's page says why instead of offering a form; the dashboard no longer lists it.
    const page = await (await get(pathOf(tool), writer.cookie)).text();
    expect(page).toContain(REVIEW_MESSAGES.hidden);
    expect(page).toContain('href="/contact"');
    expect(page).not.toContain('id="your-review"');
    expect(page).not.toContain("Publish review");
    const mine = await (await get("/dashboard/reviews", writer.cookie)).text();
    expect(mine).not.toContain(title);
    expect(mine).toContain("You have not reviewed a tool yet.");
    // The administrators see it as withdrawn, with the date, and no way to show it again.
    const queue = await (await get("/admin/reviews?status=hidden", adminCookie)).text();
    const item = queue.slice(queue.indexOf(title));
    expect(item).toMatch(/Withdrawn by its author on \w{3} \d{1,2}, \d{4}/);
    expect(item.slice(0, item.indexOf("</li>"))).toContain("Remove record");
    expect(item.slice(0, item.indexOf("</li>"))).not.toContain("Show again");
  });

  it("goes only when an administrator removes the record: then its author may write again", async () => {
    const { tool, writer, id, asAdmin, withdraw, stored, userCookie } = await hiddenReview();
    // A hidden review its author still has is not for removing.
    const early = await asAdmin({ intent: "remove" });
    expect(early.status).toBe(409);
    expect(early.text).toContain(REVIEW_MESSAGES.removeOnlyWithdrawn);
    expect((await withdraw()).status).toBe(302);

    for (const [cookie, to] of [
      ["", "/login"],
      [userCookie, "/dashboard"],
      [writer.cookie, "/dashboard"],
    ] as const) {
      const refused = await asAdmin({ intent: "remove" }, cookie);
      expect(refused.status).toBe(302);
      expect(refused.headers.get("location")).toBe(to);
    }
    expect(await stored()).toBeDefined();

    const removed = await asAdmin({ intent: "remove" });
    expect(removed.status).toBe(302);
    expect(await stored()).toBeUndefined();
    expect(await figures(tool)).toEqual({ rating: 5, reviewCount: 1 });
    const audit = await server.db
      .select({ action: adminAudit.action })
      .from(adminAudit)
      .where(and(eq(adminAudit.subject, "review"), eq(adminAudit.subjectId, id)))
      .orderBy(adminAudit.id);
    expect(audit.map((entry) => entry.action)).toEqual(["hide", "remove"]);
    expect((await asAdmin({ intent: "remove" })).status).toBe(404);

    expect((await send(tool, review({ stars: "4" }), writer.cookie)).status).toBe(302);
    expect(await figures(tool)).toEqual({ rating: 4.5, reviewCount: 2 });
  });

  it("never shows withdrawn text again when its author deletes it as an administrator restores it", async () => {
    const cases = await Promise.all(Array.from({ length: 6 }, () => hiddenReview()));
    const answers = await Promise.all(
      cases.map(({ withdraw, asAdmin }) =>
        Promise.all([withdraw(), asAdmin({ intent: "restore" })]),
      ),
    );
    for (const [index, [deleted, restored]] of answers.entries()) {
      const { tool, stored } = cases[index]!;
      const row = await stored();
      if (restored.status === 409) {
        // Withdrawn first: the text stays hidden, with the record.
        expect(deleted.status).toBe(302);
        expect(row).toMatchObject({ status: "hidden", withdrawnAt: expect.any(Date) });
      } else {
        // Shown again first: then deleted as a published review, or found already changed.
        expect(restored.status).toBe(302);
        if (deleted.status === 302) expect(row).toBeUndefined();
        else expect(row).toMatchObject({ status: "published", withdrawnAt: null });
      }
      const fresh = await recount(tool);
      expect(await figures(tool)).toEqual({
        rating: fresh.rating === null ? null : expect.closeTo(fresh.rating, 10),
        reviewCount: fresh.reviewCount,
      });
    }
  });
});

describe("a tool without reviews", () => {
  it("has no aggregateRating in its JSON-LD and no review count anywhere", async () => {
    const [chatgpt] = await server.db.select().from(aiTools).where(eq(aiTools.id, "chatgpt"));
    expect(chatgpt!.reviewCount).toBe(0);
    const data = await application(pathOf(chatgpt!));
    expect(data.aggregateRating).toBeUndefined();
    const page = await (await get(pathOf(chatgpt!))).text();
    expect(page).toContain("No reviews yet");
    expect(page).toContain("Editor&#x27;s rating");
    expect(page).not.toMatch(/\(\d[\d,]* reviews?\)/);
    // The filters say what Highest Rated and the minimum rating read.
    const home = await (await get("/")).text();
    expect(home).toContain(
      "The average of users&#x27; reviews where a tool has them, otherwise our editors&#x27; rating.",
    );
  });
});
