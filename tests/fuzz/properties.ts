import type { FuzzCase } from "./cases";
import { METHODS_OTHER_THAN_POST } from "./cases";
import type { Endpoint } from "./endpoints";
import type { WireAnswer } from "./http";

// The properties every case must keep, and the log lines tolerated while they are kept.

/** What became of one case. */
export type CaseOutcome = {
  fuzzCase: FuzzCase;
  answer: WireAnswer;
  /** Tables written while the case ran (those a refusal may write are left out). */
  written: string[];
  /** Error lines the server logged while the case ran. */
  loggedErrors: LoggedError[];
};

/**
 * An error line, with the status of the answer to the request it is about: this case's, or an
 * earlier case's when the line names that request's id (a line may be written after its answer).
 */
export type LoggedError = { line: string; status: number };

/**
 * Page routes that answer a method other than GET, HEAD and POST on purpose: every other page
 * must refuse PUT, PATCH and DELETE.
 */
const OTHER_METHODS_TAKEN: Record<string, { methods: string[]; reason: string }> = {
  "/api/saved-tools/:toolId?": {
    methods: ["DELETE"],
    reason: "DELETE /api/saved-tools/{toolId} removes a saved tool (decision 009)",
  },
};

/**
 * What is wrong with an outcome: an answer of 5xx or none at all, a refusal (4xx) that wrote to
 * the database, a page that did not refuse PUT, PATCH or DELETE (or answered 405 without the
 * methods it takes), or any error in the server's log.
 */
export function violations(outcome: CaseOutcome, endpoint: Endpoint): string[] {
  const found: string[] = [];
  const { answer, fuzzCase } = outcome;
  if (!answer.answered) {
    found.push(`no answer (${answer.error})`);
  } else {
    if (answer.status >= 500) found.push(`answered ${answer.status}`);
    const headerBytes = headersSize(answer.headers);
    if (headerBytes > MAX_ANSWER_HEADER_BYTES) {
      found.push(`answered with ${headerBytes} bytes of headers (a proxy in front refuses them)`);
    }
    if (answer.status >= 400 && answer.status < 500 && outcome.written.length) {
      found.push(`refused with ${answer.status} but wrote to ${outcome.written.join(", ")}`);
    }
    if (refusesOtherMethods(endpoint, fuzzCase)) {
      // Refused: 405 naming what a page takes, or refused earlier for what else is wrong with
      // the request (a malformed address, another site's origin, a body too large).
      const allow = answer.headers["allow"];
      if (answer.status < 400 || (answer.status === 405 && allow !== "GET, HEAD, POST")) {
        found.push(
          `a page answered ${fuzzCase.method} with ${answer.status} (Allow: ${String(allow)}) instead of 405`,
        );
      }
    }
  }
  for (const { line } of outcome.loggedErrors) found.push(`logged an error: ${line.slice(0, 600)}`);
  return found;
}

/**
 * The most header bytes an answer may carry: what a reverse proxy buffers by default (nginx's
 * proxy_buffer_size is one memory page, 4 or 8 KB), beyond which it answers 502 instead.
 */
const MAX_ANSWER_HEADER_BYTES = 8 * 1024;

function headersSize(headers: Record<string, string | string[] | undefined>) {
  let bytes = 0;
  for (const [name, value] of Object.entries(headers)) {
    for (const item of [value ?? []].flat()) bytes += name.length + item.length + 4;
  }
  return bytes;
}

/** Whether the case sends a page a method it must refuse (PUT, PATCH, DELETE). */
function refusesOtherMethods(endpoint: Endpoint, fuzzCase: FuzzCase) {
  if (endpoint.kind === "api") return false;
  if (!(METHODS_OTHER_THAN_POST as readonly string[]).includes(fuzzCase.method)) return false;
  return !OTHER_METHODS_TAKEN[endpoint.pattern]?.methods.includes(fuzzCase.method);
}
