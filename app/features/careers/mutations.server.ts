import { careerApplications } from "~/db/schema";
import { getDb } from "~/lib/db.server";
import { formSpec, refusal, success } from "~/lib/form-action.server";
import { notifyOperator } from "~/lib/mail.server";
import { createRateLimiter } from "~/lib/rate-limit.server";
import { getStorage, newKey } from "~/lib/storage.server";
import { detectResumeType } from "./resume.server";
import { CAREER_TOASTS, RESUME_MAX_BYTES, RESUME_PROBLEMS } from "./constants";
import { CareerSchema, type CareerInput } from "./schema";

export const careersRateLimit = createRateLimiter({
  name: "careers",
  limit: 5,
  windowMs: 60 * 60_000,
});

/** A 5 MB resume and the form around it. */
export const MAX_APPLICATION_BYTES = RESUME_MAX_BYTES + 64 * 1024;

const resumeRefusal = (status: number, code: string, problem: keyof typeof RESUME_PROBLEMS) => {
  const { title, description } = RESUME_PROBLEMS[problem];
  return refusal(status, code, description, {
    fields: { resume: description },
    toast: { type: "error", title, description },
  });
};

/**
 * The job application form (docs/product.md#careers), for the careers page and its upload endpoint
 * alike: the fields checked with the shared schema (the resume there too, by size), the resume
 * checked by its bytes (PDF, DOC or DOCX), kept as a private object, then the record. If the record
 * cannot be written the file is removed, so nothing is left half-stored.
 */
export function applicationForm(address: string) {
  return formSpec({
    schema: CareerSchema,
    rateLimits: () => [{ limiter: careersRateLimit, key: address }],
    rateLimitMessage: "You have sent several applications in a short while.",
    failure: CAREER_TOASTS.failure,
    tooLarge: resumeRefusal(413, "too_large", "tooLarge"),
    mutate: async (application) => {
      const resume = application.resume;
      const bytes = new Uint8Array(await resume.arrayBuffer());
      const type = detectResumeType(bytes);
      if (!type) return resumeRefusal(415, "invalid_file_type", "wrongType");
      await storeApplication(application, resume.name, bytes, type);
      await notifyOperator(`New job application: ${application.name}`, [
        `${application.name} <${application.email}> applied (${application.interest}).`,
        application.message ?? "No message.",
        "Their resume is in the admin area.",
      ]);
      return success("/careers", CAREER_TOASTS.success, { replace: true });
    },
  });
}

async function storeApplication(
  application: CareerInput,
  fileName: string,
  bytes: Uint8Array,
  type: { extension: string; contentType: string },
) {
  const storage = getStorage();
  const key = newKey("private", "resumes", type.extension);
  await storage.write(key, bytes, type.contentType);
  try {
    await getDb()
      .insert(careerApplications)
      .values({
        name: application.name,
        email: application.email,
        interest: application.interest,
        message: application.message,
        resumeKey: key,
        resumeName: safeFileName(fileName, type.extension),
        resumeType: type.contentType,
        resumeSize: bytes.byteLength,
      });
  } catch (error) {
    await storage.remove(key).catch(() => {});
    throw error;
  }
}

/** The file's name as the applicant gave it, kept only as a label (never as a path). */
function safeFileName(name: string, extension: string) {
  const base = name
    .replace(/[^\w.\- ]+/g, "_")
    .slice(0, 100)
    .trim();
  return base || `resume.${extension}`;
}
