import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { OAuth2Server } from "oauth2-mock-server";
import { SMTPServer } from "smtp-server";

// Real protocol peers on loopback for the account tests: an SMTP server that keeps every
// message it receives as a file, and an OpenID Connect provider.

export type ReceivedMail = {
  to: string[];
  subject: string;
  text: string;
  html: string;
  raw: string;
};

/** Undoes quoted-printable encoding (soft line breaks and =XX bytes). */
export function decodeQuotedPrintable(input: string) {
  const bytes = input
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

function part(raw: string, type: string) {
  const match = raw.match(
    new RegExp(`Content-Type: ${type}[^]*?\\r?\\n\\r?\\n([^]*?)(?:\\r?\\n--|$)`, "i"),
  );
  if (!match) return "";
  const headers = raw.slice(0, match.index! + match[0].indexOf(match[1]!));
  const qp = /Content-Transfer-Encoding: quoted-printable/i.test(headers.slice(-300));
  return qp ? decodeQuotedPrintable(match[1]!) : match[1]!;
}

export function parseMail(raw: string, to: string[]): ReceivedMail {
  const subject = decodeQuotedPrintable(
    (raw.match(/^Subject: (.*(?:\r?\n[ \t].*)*)/im)?.[1] ?? "").replace(/\r?\n[ \t]/g, " "),
  );
  return { to, subject, text: part(raw, "text/plain"), html: part(raw, "text/html"), raw };
}

/**
 * An SMTP server on loopback that keeps each message it receives as a file in `dir`. `hold()`
 * stands for a slow mail server: messages arriving from then on are taken in but not accepted
 * (the sender waits for the answer to DATA) until the hold is released.
 */
export async function startSmtpPeer(port: number, dir: string) {
  mkdirSync(dir, { recursive: true });
  let count = 0;
  let held: { until: Promise<void>; arrived: () => void } | undefined;
  const server = new SMTPServer({
    disabledCommands: ["STARTTLS", "AUTH"],
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const keep = () => {
          const to = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase());
          const file = path.join(dir, `${Date.now()}-${process.pid}-${count++}.json`);
          writeFileSync(file, JSON.stringify({ to, raw: Buffer.concat(chunks).toString("utf8") }));
          callback();
        };
        if (!held) return keep();
        held.arrived();
        void held.until.then(keep);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const bound = (server.server.address() as { port: number }).port;
  return {
    url: `smtp://127.0.0.1:${bound}`,
    /** Holds the next messages: `arrived` resolves when one is being held; `release` ends it. */
    hold() {
      let release!: () => void;
      let arrived!: () => void;
      const until = new Promise<void>((resolve) => (release = resolve));
      const arrival = new Promise<void>((resolve) => (arrived = resolve));
      held = { until, arrived };
      return {
        arrived: arrival,
        release: () => {
          held = undefined;
          release();
        },
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Every message the peer kept for this address, oldest first. */
export function mailsTo(dir: string, address: string): ReceivedMail[] {
  let files: string[] = [];
  try {
    files = readdirSync(dir).sort();
  } catch {
    return [];
  }
  return files
    .map(
      (file) =>
        JSON.parse(readFileSync(path.join(dir, file), "utf8")) as { to: string[]; raw: string },
    )
    .filter((mail) => mail.to.includes(address.toLowerCase()))
    .map((mail) => parseMail(mail.raw, mail.to));
}

/** A header field of a message, unfolded (long fields are wrapped over several lines). */
export function headerOf(mail: ReceivedMail, name: string) {
  const head = mail.raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, " ");
  const line = head
    .split(/\r?\n/)
    .find((field) => field.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}

/** The first link in a message's text part that contains `fragment`. */
export function linkIn(mail: ReceivedMail, fragment: string) {
  const link = mail.text.match(/https?:\/\/\S+/g)?.find((url) => url.includes(fragment));
  if (!link) throw new Error(`No link with ${fragment} in "${mail.subject}":\n${mail.text}`);
  return link;
}

/** The identity the OpenID Connect peer vouches for. */
export const OIDC_USER = {
  sub: "oidc-user-1",
  email: "sso.user@example.com",
  email_verified: true,
  name: "Sso User",
};

export async function startOidcPeer(port: number) {
  const server = new OAuth2Server();
  await server.issuer.keys.generate("RS256");
  server.service.on("beforeTokenSigning", (token) => {
    Object.assign(token.payload, OIDC_USER);
  });
  server.service.on("beforeUserinfo", (response) => {
    response.body = { ...OIDC_USER };
  });
  await server.start(port, "127.0.0.1");
  return { issuer: server.issuer.url!, close: () => server.stop() };
}

// Run as a program: both peers, until stopped (Playwright starts it before the app servers).
if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  const port = Number(process.argv[2]);
  const dir = process.argv[3]!;
  await startSmtpPeer(port, dir);
  await startOidcPeer(port + 1);
  console.log(`SMTP on ${port}, OpenID Connect on ${port + 1}; mail in ${dir}`);
}

/** A local S3-compatible server (s3rver) with one bucket, its data in a temporary folder. */
export async function startS3Peer(directory: string, bucket = "aitools") {
  const { default: S3rver } = await import("s3rver");
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    options: {
      endpoint: `http://127.0.0.1:${port}`,
      bucket,
      region: "us-east-1",
      // s3rver's fixed development credentials.
      accessKeyId: "S3RVER",
      secretAccessKey: "S3RVER",
      forcePathStyle: true,
    },
    close: () => server.close(),
  };
}
