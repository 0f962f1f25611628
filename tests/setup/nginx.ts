import { execFileSync, spawnSync } from "node:child_process";
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { createServer, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

// Debian's nginx (scripts/test-prerequisites.sh installs it) run on loopback, as the tests and the
// benchmark need it: the shipped reverse-proxy configuration in front of an app server, or plain
// files. Each runs from a directory of its own with a self-signed certificate for "localhost".

export const NGINX = "/usr/sbin/nginx";
export const SHIPPED_NGINX_CONFIG = "deploy/nginx/ai-tools-directory.conf";

export async function freePort() {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

export type RunningNginx = {
  /** https://127.0.0.1:port (send Host "localhost" and trust `certificate`). */
  https: string;
  http: string;
  ports: { http: number; https: number };
  /** The self-signed certificate's PEM. */
  certificate: string;
  stop: () => void;
};

/** A directory for one nginx, writable by its workers (another user when run as root). */
function workDir() {
  const dir = mkdtempSync(path.join(tmpdir(), "aitools-nginx-"));
  chmodSync(dir, 0o755);
  for (const sub of ["cache", "temp"]) {
    mkdirSync(path.join(dir, sub));
    chmodSync(path.join(dir, sub), 0o777);
  }
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-days",
      "1",
      "-subj",
      "/CN=localhost",
      "-addext",
      "subjectAltName=DNS:localhost",
      "-keyout",
      path.join(dir, "key.pem"),
      "-out",
      path.join(dir, "cert.pem"),
    ],
    { stdio: "ignore" },
  );
  return dir;
}

/** Starts nginx with `http` as the body of its http block; stops it and removes its files. */
async function startNginx(
  dir: string,
  ports: { http: number; https: number },
  http: string,
  workers: number | "auto",
): Promise<RunningNginx> {
  if (!existsSync(NGINX)) throw new Error(`${NGINX} is missing: run scripts/test-prerequisites.sh`);
  const temp = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]
    .map((name) => `${name}_temp_path ${dir}/temp/${name};`)
    .join("\n  ");
  const conf = path.join(dir, "nginx.conf");
  writeFileSync(
    conf,
    `worker_processes ${workers};\npid ${dir}/nginx.pid;\nerror_log ${dir}/error.log warn;\n` +
      `events { worker_connections 4096; }\nhttp {\n  access_log off;\n  ${temp}\n${http}\n}\n`,
  );
  execFileSync(NGINX, ["-c", conf, "-e", path.join(dir, "error.log")]);
  return {
    https: `https://127.0.0.1:${ports.https}`,
    http: `http://127.0.0.1:${ports.http}`,
    ports,
    certificate: readFileSync(path.join(dir, "cert.pem"), "utf8"),
    stop: () => {
      spawnSync(NGINX, ["-c", conf, "-e", path.join(dir, "error.log"), "-s", "stop"]);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * The shipped configuration in front of the app at `appPort`, as written: only the app's address,
 * the listening ports, the certificate and the cache directory are this machine's (each replaced
 * line must be there, so a change to the file's shape fails loudly).
 */
export async function startShippedNginx(
  appPort: number,
  workers: number | "auto" = 1,
): Promise<RunningNginx> {
  const dir = workDir();
  const ports = { http: await freePort(), https: await freePort() };
  let text = readFileSync(SHIPPED_NGINX_CONFIG, "utf8");
  const replace = (from: string | RegExp, to: string) => {
    const next = text.replace(from, to);
    if (next === text) throw new Error(`${SHIPPED_NGINX_CONFIG} no longer has ${String(from)}`);
    text = next;
  };
  replace("server 127.0.0.1:3000;", `server 127.0.0.1:${appPort};`);
  replace("/var/cache/nginx/ai-tools-directory", path.join(dir, "cache"));
  replace(/ {4}listen \[::\]:80;\n/, "");
  replace(/ {4}listen \[::\]:443 ssl http2;\n/, "");
  replace("listen 80;", `listen 127.0.0.1:${ports.http};`);
  replace("listen 443 ssl http2;", `listen 127.0.0.1:${ports.https} ssl http2;`);
  replace("/etc/letsencrypt/live/aitools.example.org/fullchain.pem", path.join(dir, "cert.pem"));
  replace("/etc/letsencrypt/live/aitools.example.org/privkey.pem", path.join(dir, "key.pem"));
  writeFileSync(path.join(dir, "site.conf"), text);
  return startNginx(dir, ports, `  include ${dir}/site.conf;`, workers);
}

/**
 * An answer served as a file: its content type, its bytes, its brotli variant if it has one, and
 * the other headers sent with it (names in lower case).
 */
export type StaticAnswer = {
  type: string;
  identity: Buffer;
  br: Buffer | null;
  headers: [name: string, value: string][];
};

const EXTENSIONS: Record<string, string> = {
  "text/html": "html",
  "application/json": "json",
  "text/plain": "txt",
};

/**
 * Writes each answer (request path to answer) into `dir` as files, `answer-N.EXT` and its brotli
 * variant `br/answer-N.EXT`, with `answers.json` listing them; returns that list.
 */
export function writeAnswers(dir: string, answers: Map<string, StaticAnswer>) {
  mkdirSync(path.join(dir, "br"), { recursive: true });
  const list = [...answers].map(([uri, answer], index) => {
    const extension = EXTENSIONS[answer.type.split(";")[0]!.trim()];
    if (!extension) throw new Error(`No file extension for ${answer.type}`);
    const identity = `answer-${index}.${extension}`;
    writeFileSync(path.join(dir, identity), answer.identity);
    if (answer.br) writeFileSync(path.join(dir, "br", identity), answer.br);
    return {
      path: uri,
      type: answer.type,
      identity,
      br: answer.br ? `br/${identity}` : null,
      headers: answer.headers,
    };
  });
  writeFileSync(path.join(dir, "answers.json"), JSON.stringify(list));
  return list;
}

/** `value` as a quoted string of nginx's configuration. */
function nginxString(value: string) {
  if (value.includes("$")) throw new Error(`nginx would read a variable in ${value}`);
  return `"${value.replaceAll("\\", "\\\\").replaceAll('"', '\\"')}"`;
}

/**
 * Each answer's own headers as nginx adds them: one map from the request to the header's value
 * per header name, and an `add_header` of it (an empty value adds nothing). The app's ETag
 * replaces nginx's own.
 */
function headerDirectives(list: ReturnType<typeof writeAnswers>) {
  const names = [...new Set(list.flatMap((answer) => answer.headers.map(([name]) => name)))];
  const maps = names.map((name, index) => {
    const lines = list.flatMap((answer) =>
      answer.headers
        .filter(([header]) => header === name)
        .map(([, value]) => `    "${answer.path}" ${nginxString(value)};`),
    );
    return `  map $request_uri $answer_header_${index} {\n${lines.join("\n")}\n    default "";\n  }`;
  });
  const adds = names.map((name, index) => `      add_header ${name} $answer_header_${index};`);
  return { maps: maps.join("\n"), adds: adds.join("\n"), etag: names.includes("etag") };
}

/**
 * nginx serving `answers` (request path to answer) as static files over http and https (the same
 * TLS settings as the shipped file), as fast as it serves anything: sendfile, keep-alive, no
 * logging; the brotli variant, with its Content-Encoding, to a request that accepts brotli; each
 * answer's own headers with it.
 */
export async function startStaticNginx(answers: Map<string, StaticAnswer>): Promise<RunningNginx> {
  const dir = workDir();
  const ports = { http: await freePort(), https: await freePort() };
  const root = path.join(dir, "root");
  mkdirSync(root);
  const list = writeAnswers(root, answers);
  const map = list.map((answer) => `    "${answer.path}" ${answer.identity};`);
  const headers = headerDirectives(list);
  return startNginx(
    dir,
    ports,
    `  sendfile on;
  tcp_nopush on;
  keepalive_requests 1000000;
  types { text/html html; application/json json; text/plain txt; }
  charset utf-8;
  charset_types application/json text/plain;
  map $request_uri $answer {
${map.join("\n")}
    default none;
  }
  map $http_accept_encoding $br_dir {
    "~*\\bbr\\b" "br/";
    default "";
  }
  map $uri $answer_encoding {
    "~^/br/" "br";
    default "";
  }
${headers.maps}
  server {
    listen 127.0.0.1:${ports.http};
    listen 127.0.0.1:${ports.https} ssl http2;
    ssl_certificate ${dir}/cert.pem;
    ssl_certificate_key ${dir}/key.pem;
    ssl_protocols TLSv1.2 TLSv1.3;
    ssl_session_cache shared:static_tls:10m;
    root ${root};
    location / {${headers.etag ? "\n      etag off;" : ""}
      add_header Content-Encoding $answer_encoding;
${headers.adds}
      try_files /$br_dir$answer /$answer =404;
    }
  }`,
    "auto",
  );
}
