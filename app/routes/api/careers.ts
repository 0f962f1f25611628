import { data } from "react-router";
import { submitApplication } from "~/features/careers/mutations.server";
import { clientAddressContext } from "~/lib/request-context";
import type { Route } from "./+types/careers";

/** POST /api/careers: a job application with its resume (multipart), answered as JSON. */
export async function action({ request, context }: Route.ActionArgs) {
  const result = await submitApplication(request, context.get(clientAddressContext));
  return data(result.body, { status: result.status, headers: result.headers });
}
