import { eq } from "drizzle-orm";
import { careerApplications } from "~/db/schema";
import { getDb } from "~/lib/db.server";

/** The stored resume of an application, for an administrator's download. */
export async function getApplicationResume(id: number) {
  const [row] = await getDb()
    .select({
      key: careerApplications.resumeKey,
      name: careerApplications.resumeName,
      type: careerApplications.resumeType,
    })
    .from(careerApplications)
    .where(eq(careerApplications.id, id))
    .limit(1);
  return row ?? null;
}
