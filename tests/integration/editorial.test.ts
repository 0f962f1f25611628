import { count, eq, isNotNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { aiTools, blogComments, newsletterSubscribers, notifySubscriptions } from "~/db/schema";
import { form, landing, postTo } from "../helpers";
import { startTestServer } from "../setup/test-server";

// Comments and notify requests are posted to the pages' own actions, so this suite runs the
// production build (pages included) over real HTTP, on each database.
let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer({ pages: true });
});
afterAll(async () => server?.close());

const ARTICLE = "future-of-ai-tools-2023";
const TEN_KB = "x".repeat(10 * 1024);

async function rows(
  table: typeof blogComments | typeof notifySubscriptions | typeof newsletterSubscribers,
) {
  const [row] = await server.db.select({ n: count() }).from(table);
  return row?.n ?? 0;
}

// This server does not trust X-Forwarded-For: every post counts against the loopback address.
const post = postTo(() => server.baseUrl);
const multipartWithFile = (field: string) => {
  const data = new FormData();
  data.set(field, new Blob(["hello"], { type: "text/plain" }), "hello.txt");
  return data;
};

/** The messages a page shows under a refused form. */
function alerts(html: string) {
  return [...html.matchAll(/role="alert"[^>]*>([^<]*)</g)].map((match) => match[1]);
}

describe("POST /api/v1/newsletter", () => {
  const subscribe = (body: unknown, headers = { "Content-Type": "application/json" }) =>
    post("/api/v1/newsletter", typeof body === "string" ? body : JSON.stringify(body), headers);

  it("stores the address trimmed and lower-cased", async () => {
    const response = await subscribe({ email: "  Reader.One@Example.COM  " });
    expect(response.status).toBe(201);
    expect(response.json).toMatchObject({
      subscribed: true,
      confirmed: false,
      email: "reader.one@example.com",
    });
    const stored = await server.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, "reader.one@example.com"));
    expect(stored).toHaveLength(1);
  });

  it("reads JSON text without its control characters", async () => {
    const response = await subscribe('{"email": "nul.reader\\u0000@example.com\\u0007"}');
    expect(response.status).toBe(201);
    expect(response.json).toMatchObject({ email: "nul.reader@example.com" });
  });

  it("sends the link again to an unconfirmed address in another letter case", async () => {
    const before = await rows(newsletterSubscribers);
    const response = await subscribe({ email: "READER.ONE@example.com" });
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ confirmed: false, email: "reader.one@example.com" });
    expect(await rows(newsletterSubscribers)).toBe(before);
  });

  it("answers 409 'already subscribed' for a confirmed address in another letter case", async () => {
    await server.db
      .update(newsletterSubscribers)
      .set({ confirmedAt: new Date() })
      .where(eq(newsletterSubscribers.email, "reader.one@example.com"));
    const before = await rows(newsletterSubscribers);
    const response = await subscribe({ email: "READER.ONE@example.com" });
    expect(response.status).toBe(409);
    expect(response.json?.error).toEqual({
      code: "already_subscribed",
      message: "This email is already subscribed to our newsletter.",
    });
    expect(await rows(newsletterSubscribers)).toBe(before);
  });

  it.each([
    ["an empty address", { email: "" }, 400, "Email is required."],
    ["a whitespace-only address", { email: "   \t " }, 400, "Email is required."],
    ["an invalid address", { email: "reader@example" }, 400, "Please enter a valid email address."],
    ["a 10 KB string", { email: `${TEN_KB}@example.com` }, 400, "at most 254 characters"],
    ["a number", { email: 42 }, 400, "Email must be text."],
    ["an array", { email: ["a@example.com"] }, 400, "Email must be text."],
    ["null", { email: null }, 400, "Email must be text."],
    ["a missing field", { mail: "a@example.com" }, 400, "Email is required."],
    [
      "a body that is not an object",
      ["a@example.com"],
      400,
      'Send an object with an "email" field.',
    ],
    ["invalid JSON", "{email:", 400, "not valid JSON"],
    [
      "an oversized body",
      { email: "a@example.com", padding: "x".repeat(20_000) },
      413,
      "at most 16 KB",
    ],
  ])("refuses %s with a clear message and stores nothing", async (_, body, status, message) => {
    const before = await rows(newsletterSubscribers);
    const response = await subscribe(body);
    expect(response.status).toBe(status);
    expect(response.json?.error?.message).toContain(message);
    expect(response.json?.error?.code).toMatch(/^[a-z_]+$/);
    expect(await rows(newsletterSubscribers)).toBe(before);
  });

  it.each([
    ["text/plain", { "Content-Type": "text/plain" }],
    ["XML", { "Content-Type": "application/xml" }],
    ["no content type", {} as Record<string, string>],
  ])("refuses %s with 415", async (_, headers) => {
    const before = await rows(newsletterSubscribers);
    const response = await post("/api/v1/newsletter", '{"email":"typed@example.com"}', headers);
    expect(response.status).toBe(415);
    expect(response.json?.error).toMatchObject({ code: "unsupported_media_type" });
    expect(response.json?.error?.message).toContain("application/json");
    expect(await rows(newsletterSubscribers)).toBe(before);
  });

  it("answers 405 to other methods", async () => {
    const response = await fetch(`${server.baseUrl}/api/v1/newsletter`);
    expect(response.status).toBe(405);
  });

  it("takes JSON only: the site's own forms post to /newsletter", async () => {
    const api = await post("/api/v1/newsletter", form({ email: "a@example.com" }));
    expect(api.status).toBe(415);
    expect(api.json?.error?.code).toBe("unsupported_media_type");
  });
});

describe("the site's newsletter form (POST /newsletter)", () => {
  it("sends the visitor back to their page with the toast, never elsewhere", async () => {
    const ok = await post(
      "/newsletter",
      form({ email: "Form.Reader@example.com", redirectTo: "/blog?x=1" }),
    );
    expect(ok.status).toBe(302);
    const back = await landing(server.baseUrl, ok);
    expect(back.url).toBe("/blog?x=1");
    expect(back.text).toContain("Thank you for subscribing to our newsletter!");
    const again = await post(
      "/newsletter",
      form({ email: "form.reader@EXAMPLE.com", redirectTo: "//evil.example/x" }),
    );
    const home = await landing(server.baseUrl, again);
    expect(home.url).toBe("/");
    // A path that is another site's address once its dot segments are resolved.
    const dotted = await post(
      "/newsletter",
      form({ email: "form.reader@example.com", redirectTo: "/..//evil.example/x" }),
    );
    expect(dotted.status).toBe(302);
    expect(dotted.headers.get("location")).toBe("/");
    // Not confirmed yet: the link is sent again (decision 016).
    expect(home.text).toContain("This email is waiting for confirmation.");
    const stored = await server.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, "form.reader@example.com"));
    expect(stored).toHaveLength(1);
  });

  it("answers a refused address with the form again and its message", async () => {
    const bad = await post("/newsletter", form({ email: "nope", redirectTo: "/blog" }));
    expect(bad.status).toBe(400);
    expect(alerts(bad.text)).toEqual(["Please enter a valid email address."]);
  });
});

describe("the site's accounts elsewhere", () => {
  it("are not listed when the operator set none; the RSS feed always is", async () => {
    const html = (await (await fetch(`${server.baseUrl}/contact`)).text()).replaceAll(
      "<!-- -->",
      "",
    );
    expect(html).not.toContain('rel="me noopener noreferrer"');
    expect(html).toMatch(/<a href="\/blog\/rss\.xml"[^>]*>The blog by RSS<\/a>/);
    expect(html).toMatch(/<a href="\/#newsletter"[^>]*>The newsletter<\/a>/);
  });
});

describe("the subscriber count", () => {
  const blogText = async () =>
    (await (await fetch(`${server.baseUrl}/blog`)).text()).replaceAll("<!-- -->", "");

  it("is shown only when at least 100 subscribers confirmed their address", async () => {
    const few = await blogText();
    expect(few).not.toMatch(/Join [\d,]+ subscribers/);
    expect(few).not.toContain("10,000");
    // Addresses nobody confirmed do not count (decision 016).
    await server.db
      .insert(newsletterSubscribers)
      .values(Array.from({ length: 120 }, (_, i) => ({ email: `bulk${i}@example.com` })));
    expect(await blogText()).not.toMatch(/Join [\d,]+ subscribers/);
    await server.db.insert(newsletterSubscribers).values(
      Array.from({ length: 120 }, (_, i) => ({
        email: `confirmed${i}@example.com`,
        confirmedAt: new Date(),
      })),
    );
    const [confirmed] = await server.db
      .select({ n: count() })
      .from(newsletterSubscribers)
      .where(isNotNull(newsletterSubscribers.confirmedAt));
    expect(confirmed!.n).toBeGreaterThanOrEqual(120);
    expect(await blogText()).toContain(`Join ${confirmed!.n.toLocaleString("en-US")} subscribers.`);
  });
});

describe("blog comments (POST /blog/{slug})", () => {
  const comment = (body: BodyInit, headers: Record<string, string> = {}, slug = ARTICLE) =>
    post(`/blog/${slug}`, body, headers);

  it("stores a comment as pending, trimmed, as plain text", async () => {
    const text = `  <b>Useful</b> article <script>alert(1)</script>  `;
    const response = await comment(form({ comment: text }));
    expect(response.status).toBe(302);
    const back = await landing(server.baseUrl, response);
    expect(back.url).toBe(`/blog/${ARTICLE}`);
    expect(back.text).toContain("Your comment is awaiting moderation. Thank you!");
    const stored = await server.db
      .select()
      .from(blogComments)
      .where(eq(blogComments.articleSlug, ARTICLE));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ status: "pending", body: text.trim() });
    // Never shown before moderation, and never as HTML.
    const page = await (await fetch(`${server.baseUrl}/blog/${ARTICLE}`)).text();
    expect(page).not.toContain("<script>alert(1)</script>");
    expect(page).not.toContain("Useful</b> article");
  });

  it("stores a comment sent by script (the form's data request) against its article", async () => {
    const response = await comment(form({ comment: "Sent by a fetcher" }), {}, `${ARTICLE}.data`);
    // 202: the data request's way of saying "redirect".
    expect(response.status).toBe(202);
    const stored = await server.db
      .select({ slug: blogComments.articleSlug })
      .from(blogComments)
      .where(eq(blogComments.body, "Sent by a fetcher"));
    expect(stored).toEqual([{ slug: ARTICLE }]);
  });

  it("refuses a blank comment without a word, and stores nothing", async () => {
    const before = await rows(blogComments);
    const response = await comment(form({ comment: " \n\t " }));
    expect(response.status).toBe(400);
    expect(alerts(response.text)).toEqual([]);
    expect(await rows(blogComments)).toBe(before);
  });

  it.each([
    [
      "a 10 KB comment",
      form({ comment: TEN_KB }),
      {},
      400,
      "A comment can be at most 2000 characters.",
    ],
    ["a file instead of text", multipartWithFile("comment"), {}, 400, "The comment must be text."],
    ["a missing field", form({ text: "hello" }), {}, 400, "A comment is required."],
    [
      "JSON",
      JSON.stringify({ comment: "hello" }),
      { "Content-Type": "application/json" },
      415,
      "Send the form as application/x-www-form-urlencoded or multipart/form-data.",
    ],
    [
      "plain text",
      "comment=hello",
      { "Content-Type": "text/plain" },
      415,
      "Send the form as application/x-www-form-urlencoded or multipart/form-data.",
    ],
    [
      "an oversized body",
      form({ comment: "x".repeat(40 * 1024) }),
      {},
      413,
      "The form can be at most 32 KB.",
    ],
  ])(
    "refuses %s with a clear message and stores nothing",
    async (_, body, headers, status, message) => {
      const before = await rows(blogComments);
      const response = await comment(body, headers);
      expect(response.status).toBe(status);
      expect(alerts(response.text)).toEqual([message]);
      expect(await rows(blogComments)).toBe(before);
    },
  );

  it("drops a comment whose hidden field was filled in (a bot), as if accepted", async () => {
    const before = await rows(blogComments);
    const response = await comment(form({ comment: "Buy now!", website: "https://spam.example" }));
    expect(response.status).toBe(302);
    expect(await rows(blogComments)).toBe(before);
  });

  it("refuses a comment on an article that does not exist", async () => {
    const before = await rows(blogComments);
    const response = await comment(form({ comment: "Hello" }), {}, "no-such-article");
    expect(response.status).toBe(404);
    expect(await rows(blogComments)).toBe(before);
  });
});

describe("coming-soon notify requests (POST /news, /community)", () => {
  it("stores the address against its page, once however often it is sent", async () => {
    for (const email of ["Notify.Me@Example.com", " notify.me@example.com "]) {
      const response = await post("/news", form({ email }));
      expect(response.status).toBe(302);
      expect((await landing(server.baseUrl, response)).text).toContain(
        "We&#x27;ll notify you when AI News is available.",
      );
    }
    expect((await post("/community", form({ email: "notify.me@example.com" }))).status).toBe(302);
    const stored = await server.db
      .select({ page: notifySubscriptions.page, email: notifySubscriptions.email })
      .from(notifySubscriptions)
      .where(eq(notifySubscriptions.email, "notify.me@example.com"));
    expect(stored.map((row) => row.page).sort()).toEqual(["community", "news"]);
  });

  it("takes no request on /api-docs, which is the API reference now", async () => {
    const before = await server.db.select().from(notifySubscriptions);
    const response = await post("/api-docs", form({ email: "late@example.com" }));
    expect(response.status).toBe(405);
    expect(await server.db.select().from(notifySubscriptions)).toEqual(before);
  });

  it("stores a request sent by script (the form's data request) against its page", async () => {
    const response = await post("/community.data", form({ email: "Scripted@Example.com" }));
    expect(response.status).toBe(202);
    const stored = await server.db
      .select({ page: notifySubscriptions.page })
      .from(notifySubscriptions)
      .where(eq(notifySubscriptions.email, "scripted@example.com"));
    expect(stored).toEqual([{ page: "community" }]);
  });

  it.each([
    ["an empty address", form({ email: "" }), {}, 400, "Email is required."],
    ["a whitespace-only address", form({ email: "   " }), {}, 400, "Email is required."],
    [
      "an invalid address",
      form({ email: "not-an-email" }),
      {},
      400,
      "Please enter a valid email address.",
    ],
    ["a 10 KB string", form({ email: TEN_KB }), {}, 413, "The form can be at most 4 KB."],
    ["a file instead of text", multipartWithFile("email"), {}, 400, "Email must be text."],
    ["a missing field", form({ mail: "a@example.com" }), {}, 400, "Email is required."],
    [
      "JSON",
      JSON.stringify({ email: "a@example.com" }),
      { "Content-Type": "application/json" },
      415,
      "Send the form as application/x-www-form-urlencoded or multipart/form-data.",
    ],
  ])(
    "refuses %s with a clear message and stores nothing",
    async (_, body, headers, status, message) => {
      const before = await rows(notifySubscriptions);
      const response = await post("/news", body, headers);
      expect(response.status).toBe(status);
      expect(alerts(response.text)).toEqual([message]);
      expect(await rows(notifySubscriptions)).toBe(before);
    },
  );

  it("drops a request whose hidden field was filled in", async () => {
    const before = await rows(notifySubscriptions);
    const response = await post("/news", form({ email: "bot@example.com", website: "x" }));
    expect(response.status).toBe(302);
    expect(await rows(notifySubscriptions)).toBe(before);
  });
});

// Last: these use up this server's allowance for the loopback address.
describe("rate limits per address", () => {
  async function untilRefused<T extends { status: number }>(send: (i: number) => Promise<T>) {
    for (let i = 0; i < 20; i++) {
      const response = await send(i);
      if (response.status === 429) return { response, attempts: i + 1 };
      expect(response.status).toBeLessThan(400);
    }
    throw new Error("Never refused");
  }

  it("stops a flood of comments with 429 and stores none of the refused ones", async () => {
    const { response } = await untilRefused((i) =>
      post(`/blog/${ARTICLE}`, form({ comment: `Comment number ${i}` })),
    );
    const before = await rows(blogComments);
    expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
    const again = await post(`/blog/${ARTICLE}`, form({ comment: "One more" }));
    expect(again.status).toBe(429);
    expect(alerts(again.text)[0]).toMatch(/^You have sent several comments in a short time\./);
    expect(await rows(blogComments)).toBe(before);
    const stored = await server.db
      .select({ n: count() })
      .from(blogComments)
      .where(eq(blogComments.articleSlug, ARTICLE));
    expect(stored[0]?.n).toBe(5);
  });

  it("stops a flood of notify requests with 429", async () => {
    const { response } = await untilRefused((i) =>
      post("/community", form({ email: `flood${i}@example.com` })),
    );
    expect(alerts(response.text)[0]).toMatch(/^Too many requests from your address\./);
    expect(await rows(notifySubscriptions)).toBeLessThanOrEqual(10);
  });

  it("stops a flood of newsletter subscriptions with 429", async () => {
    const { response } = await untilRefused((i) =>
      post("/api/v1/newsletter", JSON.stringify({ email: `flood${i}@example.com` }), {
        "Content-Type": "application/json",
      }),
    );
    const before = await rows(newsletterSubscribers);
    expect(response.headers.get("retry-after")).toMatch(/^\d+$/);
    const again = await post("/api/v1/newsletter", JSON.stringify({ email: "late@example.com" }), {
      "Content-Type": "application/json",
    });
    expect(again.status).toBe(429);
    expect(again.json?.error?.code).toBe("rate_limited");
    expect(await rows(newsletterSubscribers)).toBe(before);
  });
});

describe("an article's mentions of the catalogue's tools", () => {
  const GUIDE = "/blog/comprehensive-guide-to-ai-writing-tools-2025";
  const page = async (query: string) => (await fetch(`${server.baseUrl}${GUIDE}?${query}`)).text();
  const links = (html: string) =>
    [...html.matchAll(/<a href="(\/tool\/[^"]+)">([^<]+)<\/a>/g)].map((m) => `${m[2]} ${m[1]}`);

  it("link once to each tool's page, following renames and archiving", async () => {
    const before = links(await page("v=1"));
    expect(before).toContain("ChatGPT /tool/chatgpt/chatgpt");
    expect(before).toContain("Claude /tool/claude/claude");
    expect(before.filter((link) => link.startsWith("ChatGPT "))).toHaveLength(1);

    try {
      await server.db.update(aiTools).set({ status: "archived" }).where(eq(aiTools.id, "claude"));
      expect(links(await page("v=2")).some((link) => link.startsWith("Claude "))).toBe(false);
    } finally {
      await server.db.update(aiTools).set({ status: "published" }).where(eq(aiTools.id, "claude"));
    }
    expect(links(await page("v=3"))).toContain("Claude /tool/claude/claude");
  });
});
