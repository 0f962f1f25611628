// A bare Node.js HTTP server answering from memory, with nothing between the socket and the
// bytes: the ceiling of what one Node.js process can serve, which the app is measured against.
// Usage: node bench/bare-node-server.mjs DIR, where DIR/answers.json lists each answer's request
// path, content type, files (whole, and brotli-compressed when there is such a variant) and other
// headers. It prints "listening PORT" once it listens on a free loopback port.
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";

const dir = process.argv[2];
const answers = new Map(
  JSON.parse(readFileSync(path.join(dir, "answers.json"), "utf8")).map((answer) => [
    answer.path,
    {
      type: answer.type,
      identity: readFileSync(path.join(dir, answer.identity)),
      br: answer.br ? readFileSync(path.join(dir, answer.br)) : null,
      headers: Object.fromEntries(answer.headers),
    },
  ]),
);

const server = createServer((req, res) => {
  const answer = answers.get(req.url);
  if (!answer) {
    res.writeHead(404).end();
    return;
  }
  const br = answer.br && /\bbr\b/.test(req.headers["accept-encoding"] ?? "");
  const body = br ? answer.br : answer.identity;
  const headers = { ...answer.headers, "Content-Type": answer.type, "Content-Length": body.length };
  if (br) headers["Content-Encoding"] = "br";
  res.writeHead(200, headers);
  res.end(body);
});
server.keepAliveTimeout = 65_000;
server.listen(0, "127.0.0.1", () => console.log(`listening ${server.address().port}`));
