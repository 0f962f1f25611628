import { FormPage } from "~/components/ui/form-page";
import { CareerForm } from "~/features/careers/components/career-form";
import { MAX_APPLICATION_BYTES, applicationForm } from "~/features/careers/mutations.server";
import { formAction } from "~/lib/form-action.server";
import { originFrom, pageMeta } from "~/lib/meta";
import { clientAddressContext } from "~/lib/request-context";
import { SITE } from "~/lib/site";
import type { Route } from "./+types/careers";

/** The application posted as a plain form (scripts off); with scripts it goes to /api/careers. */
export async function action({ request, context }: Route.ActionArgs) {
  return formAction({
    request,
    maxBytes: MAX_APPLICATION_BYTES,
    ...applicationForm(context.get(clientAddressContext)),
  });
}

export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Careers",
    description: `Join the team behind ${SITE.name}: developers, designers, writers and more. Send your resume.`,
    path: "/careers",
    origin: originFrom(matches),
  });

export default function Careers({ actionData }: Route.ComponentProps) {
  return (
    <FormPage
      title="Join Our Team"
      intro="We are a small team that checks every listing by hand and writes about AI tools in plain words. If that sounds like your kind of work, tell us about yourself."
    >
      <div className="mt-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <CareerForm documentReply={actionData} />
      </div>
    </FormPage>
  );
}
