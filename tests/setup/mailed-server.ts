import { rmSync } from "node:fs";
import { resetEnvCache } from "~/lib/env.server";
import { startSmtpPeer } from "./peers";
import { startTestServer } from "./test-server";

/**
 * A test server whose mail goes to a real SMTP peer keeping it in `mailDir`, started with
 * `env` set (SMTP_URL besides); `close()` stops both, unsets those settings and removes the
 * folder.
 */
export async function startMailedServer(
  mailDir: string,
  env: Record<string, string> = {},
  options: Parameters<typeof startTestServer>[0] = { pages: true },
) {
  const smtp = await startSmtpPeer(0, mailDir);
  const settings = { SMTP_URL: smtp.url, ...env };
  Object.assign(process.env, settings);
  resetEnvCache();
  const server = await startTestServer(options);
  return {
    smtp,
    server,
    async close() {
      await server.close();
      await smtp.close();
      for (const name of Object.keys(settings)) delete process.env[name];
      resetEnvCache();
      rmSync(mailDir, { recursive: true, force: true });
    },
  };
}

export type MailedServer = Awaited<ReturnType<typeof startMailedServer>>;
