import { careerApplications } from "~/db/schema";
import { isHoneypotFilled } from "~/components/ui/honeypot";
import { fieldErrors } from "~/components/ui/form";
import { getDb } from "~/lib/db.server";
import { readFormBody } from "~/lib/form-data.server";
import { log } from "~/lib/log.server";
import { notifyOperator } from "~/lib/mail.server";
import { createRateLimiter, retryAfterText } from "~/lib/rate-limit.server";
import { getStorage, newKey } from "~/lib/storage.server";
import { detectResumeType } from "./resume.server";
import { CAREER_TOASTS, CareerSchema, RESUME_MAX_BYTES, RESUME_PROBLEMS } from "./schema";

export const careersRateLimit = createRateLimiter({
  name: "careers",
  limit: 5,
  windowMs: 60 * 60_000,
});

/** A 5 MB resume and the form around it. */
const MAX_APPLICATION_BYTES = RESUME_MAX_BYTES + 64 * 1024;

export type ApplicationResult =
  | { ok: true }
  | {
      ok: false;
      code: string;
      title: string;
      message: string;
      fields?: Record<string, string>;
    };

const refuse = (status: number, body: Omit<Extract<ApplicationResult, { ok: false }>, "ok">) => ({
  status,
  body: { ok: false as const, ...body },
});

/**
 * A job application (spec 2 §2): the fields checked with the shared schema, the resume checked by
 * its bytes (PDF, DOC or DOCX, at most 5 MB) and kept as a private object, then the record. If the
 * record cannot be written the file is removed, so nothing is left half-stored.
 */
export async function submitApplication(
  request: Request,
  address: string,
): Promise<{ status: number; body: ApplicationResult; headers?: Record<string, string> }> {
  const contentLength = Number(request.headers.get("content-length") ?? 0);
  if (contentLength > MAX_APPLICATION_BYTES) {
    return refuse(413, {
      code: "too_large",
      ...asMessage(RESUME_PROBLEMS.tooLarge),
      fields: { resume: RESUME_PROBLEMS.tooLarge.description },
    });
  }
  const body = await readFormBody(request, MAX_APPLICATION_BYTES);
  if (!body.ok) {
    return body.status === 413
      ? refuse(413, {
          code: "too_large",
          ...asMessage(RESUME_PROBLEMS.tooLarge),
          fields: { resume: RESUME_PROBLEMS.tooLarge.description },
        })
      : refuse(body.status, {
          code: body.error.code,
          title: CAREER_TOASTS.failure.title,
          message: body.error.message,
        });
  }
  if (isHoneypotFilled(body.fields)) return { status: 201, body: { ok: true } };

  const parsed = CareerSchema.safeParse(body.fields);
  const resume = body.fields.resume;
  const errors = parsed.success ? {} : fieldErrors(parsed.error);
  let problem: { title: string; description: string } | null = null;
  if (!(resume instanceof File) || resume.size === 0) problem = RESUME_PROBLEMS.missing;
  else if (resume.size > RESUME_MAX_BYTES) problem = RESUME_PROBLEMS.tooLarge;
  if (problem) errors.resume = problem.description;
  if (!parsed.success || problem) {
    return refuse(problem === RESUME_PROBLEMS.tooLarge ? 413 : 400, {
      code: "invalid_request",
      title: problem?.title ?? CAREER_TOASTS.failure.title,
      message: Object.values(errors).join(" "),
      fields: errors,
    });
  }

  const bytes = new Uint8Array(await (resume as File).arrayBuffer());
  const type = detectResumeType(bytes);
  if (!type) {
    return refuse(415, {
      code: "invalid_file_type",
      ...asMessage(RESUME_PROBLEMS.wrongType),
      fields: { resume: RESUME_PROBLEMS.wrongType.description },
    });
  }

  const limit = await careersRateLimit.consume(address);
  if (!limit.allowed) {
    return {
      ...refuse(429, {
        code: "rate_limited",
        title: CAREER_TOASTS.failure.title,
        message: `You have sent several applications in a short while. ${retryAfterText(limit.retryAfterSeconds)}`,
      }),
      headers: { "Retry-After": String(limit.retryAfterSeconds) },
    };
  }

  const storage = getStorage();
  const key = newKey("private", "resumes", type.extension);
  const application = parsed.data;
  try {
    await storage.write(key, bytes, type.contentType);
    try {
      await getDb()
        .insert(careerApplications)
        .values({
          ...application,
          resumeKey: key,
          resumeName: safeFileName((resume as File).name, type.extension),
          resumeType: type.contentType,
          resumeSize: bytes.byteLength,
        });
    } catch (error) {
      await storage.remove(key).catch(() => {});
      throw error;
    }
  } catch (error) {
    log.error("A job application could not be stored", { error: String(error) });
    return refuse(503, { code: "unexpected", ...asMessage(CAREER_TOASTS.failure) });
  }
  await notifyOperator(`New job application: ${application.name}`, [
    `${application.name} <${application.email}> applied (${application.interest}).`,
    application.message ?? "No message.",
    "Their resume is in the admin area.",
  ]);
  return { status: 201, body: { ok: true } };
}

function asMessage(problem: { title: string; description: string }) {
  return { title: problem.title, message: problem.description };
}

/** The file's name as the applicant gave it, kept only as a label (never as a path). */
function safeFileName(name: string, extension: string) {
  const base = name
    .replace(/[^\w.\- ]+/g, "_")
    .slice(0, 100)
    .trim();
  return base || `resume.${extension}`;
}
