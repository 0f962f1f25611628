import { afterEach, describe, expect, it } from "vitest";
import { resetEnvCache } from "~/lib/env.server";
import { startTestServer } from "../setup/test-server";

// The site's accounts elsewhere come from the operator's SOCIAL_LINKS; none are invented. (The
// page without them is checked in editorial.test.ts: the build keeps the settings it first read.)
let server: Awaited<ReturnType<typeof startTestServer>> | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
  delete process.env.SOCIAL_LINKS;
  resetEnvCache();
});

async function page(path: string) {
  return (await (await fetch(`${server!.baseUrl}${path}`)).text()).replaceAll("<!-- -->", "");
}

describe("social links", () => {
  it("are shown on /contact and in the footer, with the RSS feed, when the operator set them", async () => {
    process.env.SOCIAL_LINKS = "x=https://x.com/aitools,github=https://github.com/aitools";
    resetEnvCache();
    server = await startTestServer({ pages: true });
    for (const path of ["/contact", "/", "/blog"]) {
      const html = await page(path);
      expect(html).toMatch(
        /<a href="https:\/\/x\.com\/aitools" rel="me noopener noreferrer"[^>]*>X<\/a>/,
      );
      expect(html).toMatch(
        /<a href="https:\/\/github\.com\/aitools" rel="me noopener noreferrer"[^>]*>GitHub<\/a>/,
      );
      expect(html).toContain('href="/blog/rss.xml"');
    }
  });
});
