import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import nodemailer, { type Transporter } from "nodemailer";
import { getEnv } from "./env.server";
import { log } from "./log.server";
import { SITE } from "./site";
import { escapeMarkup } from "./markup";

export type MailMessage = {
  to: string;
  subject: string;
  /** The plain-text part; the HTML part is built from the same paragraphs. */
  paragraphs: string[];
  /** One call to action: the link's label and address. */
  action?: { label: string; url: string };
  /** Extra header fields, such as a list's List-Unsubscribe (RFC 2369, RFC 8058). */
  headers?: Record<string, string>;
};

let transport: Transporter | undefined;
let transportKey: string | undefined;

/**
 * Mail goes through SMTP_URL when set. Without it each message is written to DATA_DIR/outbox as
 * an .eml file and its link is printed to the server log, so a local operator can still confirm
 * an account or reset a password.
 */
function getTransport(): { transporter: Transporter; outbox?: string } {
  const env = getEnv();
  const key = env.SMTP_URL ?? `outbox:${env.dataDir}`;
  if (!transport || transportKey !== key) {
    transport = env.SMTP_URL
      ? nodemailer.createTransport(env.SMTP_URL)
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
    transportKey = key;
  }
  return {
    transporter: transport,
    outbox: env.SMTP_URL ? undefined : path.join(env.dataDir, "outbox"),
  };
}

function textPart({ paragraphs, action }: MailMessage) {
  const lines = [...paragraphs];
  if (action) lines.splice(1, 0, `${action.label}: ${action.url}`);
  return `${lines.join("\n\n")}\n\n${SITE.name}\n`;
}

/** A paragraph's text as markup: its lines kept, and each web address a link. */
function paragraphMarkup(paragraph: string) {
  // An address ends before a closing bracket or a full stop that ends its sentence.
  return escapeMarkup(paragraph)
    .replace(
      /https?:\/\/[^\s<]+?(?=[).,;]*(?:\s|$))/g,
      (url) => `<a href="${url}" style="color:#3f3fc9">${url}</a>`,
    )
    .replaceAll("\n", "<br>");
}

function htmlPart({ subject, paragraphs, action }: MailMessage) {
  const [first, ...rest] = paragraphs.map(
    (paragraph) => `<p style="margin:0 0 16px">${paragraphMarkup(paragraph)}</p>`,
  );
  const button = action
    ? `<p style="margin:0 0 16px"><a href="${escapeMarkup(action.url)}" style="display:inline-block;background:#3f3fc9;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none;font-weight:600">${escapeMarkup(action.label)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:13px;color:#475569">Or open this address: ${escapeMarkup(action.url)}</p>`
    : "";
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeMarkup(subject)}</title></head><body style="font-family:system-ui,sans-serif;color:#0f172a;line-height:1.5;max-width:560px;margin:0 auto;padding:24px">${first ?? ""}${button}${rest.join("")}<p style="margin:24px 0 0;font-size:13px;color:#475569">${escapeMarkup(SITE.name)}</p></body></html>`;
}

/** Sends one message with a plain-text and an HTML part. */
export async function sendMail(message: MailMessage) {
  const env = getEnv();
  const { transporter, outbox } = getTransport();
  const info = await transporter.sendMail({
    from: env.MAIL_FROM ?? `${SITE.name} <no-reply@${mailDomain()}>`,
    to: message.to,
    subject: message.subject,
    text: textPart(message),
    html: htmlPart(message),
    ...(message.headers ? { headers: message.headers } : {}),
  });
  if (outbox) {
    mkdirSync(outbox, { recursive: true });
    const file = path.join(outbox, `${Date.now()}-${info.messageId.replace(/[^\w.-]/g, "")}.eml`);
    writeFileSync(file, info.message as Buffer);
    log.info("Mail written to the outbox (SMTP_URL is not set)", {
      to: message.to,
      subject: message.subject,
      link: message.action?.url,
      file,
    });
  }
}

/** Messages to send once the requests that asked for them have been answered, oldest first. */
const queue: MailMessage[] = [];
let sending: Promise<void> | undefined;

/** A failed message is tried again after these waits, then given up with an error line. */
const RETRY_WAITS_MS = [2_000, 10_000];

/**
 * Sends `message` after the request under way is answered, so the answer takes as long whether
 * or not a message goes out: an account email (a reset link, a confirmation) must not tell by
 * its timing which addresses have accounts. A failed send is tried twice more, then logged.
 */
export function queueMail(message: MailMessage) {
  queue.push(message);
  startSending();
}

function startSending() {
  if (sending) return;
  sending = (async () => {
    // After this turn of the event loop: the request that queued it is answered first.
    await new Promise((resolve) => setImmediate(resolve));
    for (let message = queue.shift(); message; message = queue.shift()) await deliver(message);
  })().finally(() => {
    sending = undefined;
    if (queue.length > 0) startSending();
  });
}

async function deliver(message: MailMessage) {
  for (let attempt = 0; ; attempt++) {
    try {
      await sendMail(message);
      return;
    } catch (error) {
      const wait = RETRY_WAITS_MS[attempt];
      if (wait === undefined) {
        log.error("Mail could not be sent", { subject: message.subject, error: String(error) });
        return;
      }
      log.warn("Mail could not be sent; trying again", { subject: message.subject, wait });
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }
}

/** Waits until the queued mail is sent, or `timeoutMs` has passed (a server shutting down). */
export async function queuedMailSent(timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (sending && Date.now() < deadline) {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise((resolve) => {
      timer = setTimeout(resolve, deadline - Date.now());
    });
    await Promise.race([sending, timeout]);
    clearTimeout(timer);
  }
}

function mailDomain() {
  const base = getEnv().BASE_URL;
  return base ? new URL(base).hostname : "localhost";
}

/**
 * Tells the operator (NOTIFY_EMAIL) about something a visitor sent. A mail failure is logged and
 * never fails the visitor's request: the record is already stored.
 */
export async function notifyOperator(subject: string, paragraphs: string[]) {
  const to = getEnv().NOTIFY_EMAIL;
  if (!to) return;
  await sendMail({ to, subject, paragraphs }).catch((error: unknown) =>
    log.error("Operator notification failed", { subject, error: String(error) }),
  );
}
