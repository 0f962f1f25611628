import { data } from "react-router";
import { z } from "zod";
import { getUser } from "~/features/accounts/session.server";
import { getApplicationResume } from "~/features/careers/queries.server";
import { getStorage } from "~/lib/storage.server";
import type { Route } from "./+types/admin-resume";

const IdSchema = z.coerce.number().int().positive();

/**
 * GET /api/admin/applications/{id}/resume: a private resume, for administrators only (spec
 * departure: resumes have no public address). Visitors get 401, other users 403.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const user = getUser(context);
  if (!user)
    return data(
      { error: { code: "not_signed_in", message: "Sign in as an administrator." } },
      { status: 401 },
    );
  if (!user.isAdmin) {
    return data(
      { error: { code: "forbidden", message: "Only administrators can download resumes." } },
      { status: 403 },
    );
  }
  const id = IdSchema.safeParse(params.id);
  const resume = id.success ? await getApplicationResume(id.data) : null;
  const object = resume ? await getStorage().read(resume.key) : null;
  if (!resume || !object) {
    return data(
      { error: { code: "not_found", message: "No application has this id." } },
      { status: 404 },
    );
  }
  return new Response(object.body, {
    headers: {
      "Content-Type": resume.type,
      "Content-Disposition": `attachment; filename="${resume.name.replace(/"/g, "")}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
