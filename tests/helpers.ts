import { mailsTo, type ReceivedMail } from "./setup/peers";

// Helpers shared by the integration (vitest) and browser (Playwright) suites: unique addresses,
// mail from the SMTP peer, and form posts over real HTTP. Nothing here depends on either runner.

/**
 * An address no other test or run has used. `scope` (a word, or a Playwright TestInfo for its
 * project's name) only makes the address easier to recognise in logs and mail.
 */
export function uniqueEmail(label: string, scope?: string | { project: { name: string } }) {
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  const name = typeof scope === "string" ? scope : scope?.project.name;
  return `${label}-${name ? `${name}-` : ""}${unique}@example.com`;
}

export type MailWait = {
  timeout?: number;
  /**
   * Text the message must contain, such as the address of the server that sends it: the browser
   * tests' two servers mail one SMTP peer, and may both write to one administrator's address.
   */
  containing?: string;
};

/**
 * Waits until the SMTP peer keeping its mail in `dir` has a message for `address` whose subject
 * contains `subject`, and returns the newest such message.
 */
export async function waitForMail(
  dir: string,
  address: string,
  subject: string,
  { timeout = 15_000, containing = "" }: MailWait = {},
): Promise<ReceivedMail> {
  const deadline = Date.now() + timeout;
  for (;;) {
    try {
      const found = mailsTo(dir, address).findLast(
        (mail) => mail.subject.includes(subject) && mail.text.includes(containing),
      );
      if (found) return found;
    } catch {
      // Another process may still be writing the file; read it again on the next round.
    }
    if (Date.now() > deadline) throw new Error(`No mail "${subject}" to ${address} in ${dir}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** `waitForMail` for one mail folder: `(address, subject, wait?) => Promise<ReceivedMail>`. */
export function waitForMailIn(dir: string) {
  return (address: string, subject: string, wait?: MailWait) =>
    waitForMail(dir, address, subject, wait);
}

/** A form's fields as the body of a request (sent as application/x-www-form-urlencoded). */
export const form = (fields: Record<string, string>) => new URLSearchParams(fields);

let addressCount = 0;
/**
 * A client address no earlier call returned (servers started with TRUST_PROXY=true take it from
 * X-Forwarded-For), so per-address limits only bite where a test sends one address on purpose.
 * It is outside 10.0.0.0/8, which the tests use for their fixed addresses.
 */
export function freshAddress() {
  addressCount++;
  return `172.16.${Math.floor(addressCount / 250) % 250}.${(addressCount % 250) + 1}`;
}

export type PostResult = {
  status: number;
  headers: Headers;
  text: string;
  /** The parsed body when the answer is JSON. */
  json:
    | ({ error?: { code: string; message: string; details?: unknown } } & Record<string, unknown>)
    | undefined;
};

function bodySize(body: BodyInit) {
  if (typeof body === "string") return body.length;
  if (body instanceof URLSearchParams) return body.toString().length;
  return 0;
}

/**
 * `post(pathname, body, headers?)` against a test server whose address is known once it has
 * started. Each request comes from a fresh client address unless `headers` names one, and carries
 * its body's own content type unless `headers` sets one. Redirects are returned, not followed.
 */
/** GET without following redirects, as a visitor or with a session cookie. */
export function getFrom(baseUrl: () => string) {
  return (pathname: string, cookie?: string) =>
    fetch(`${baseUrl()}${pathname}`, {
      redirect: "manual",
      headers: cookie ? { Cookie: cookie } : {},
    });
}

export function postTo(baseUrl: () => string) {
  return async function post(
    pathname: string,
    body: BodyInit,
    headers: Record<string, string> = {},
  ): Promise<PostResult> {
    const response = await fetch(`${baseUrl()}${pathname}`, {
      method: "POST",
      body,
      redirect: "manual",
      headers: {
        "X-Forwarded-For": freshAddress(),
        // A refused large body is not read; a fresh connection keeps the next request clean.
        ...(bodySize(body) > 100_000 ? { Connection: "close" } : {}),
        ...headers,
      },
    });
    const text = await response.text();
    const json = response.headers.get("content-type")?.includes("json")
      ? JSON.parse(text)
      : undefined;
    return { status: response.status, headers: response.headers, text, json };
  };
}

/**
 * What a browser does with a form's answer: a redirect is followed with the cookies the answer
 * set (the toast among them), and the page it leads to is read. A refusal is its own page.
 */
export async function landing(
  baseUrl: string,
  response: { status: number; headers: Headers; text: string },
  cookie = "",
) {
  const location = response.headers.get("location");
  if (response.status < 300 || response.status >= 400 || !location) {
    return { url: null, status: response.status, text: response.text };
  }
  const cookies = [
    cookie,
    ...response.headers.getSetCookie().map((setCookie) => setCookie.split(";")[0]),
  ].filter(Boolean);
  const page = await fetch(new URL(location, baseUrl), {
    headers: cookies.length ? { Cookie: cookies.join("; ") } : {},
    redirect: "manual",
  });
  return { url: location, status: page.status, text: await page.text() };
}
