import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { SERVER_BUILD } from "../setup/server-process";

/**
 * The fault tests run `node server.js` on the production build, one build shared by every file;
 * it is made here when missing (`npm test` builds before the tests run).
 */
export default function setup() {
  if (existsSync(SERVER_BUILD)) return;
  execFileSync("npm", ["run", "build"], { stdio: "inherit" });
}
