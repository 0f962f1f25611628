import { useSearchParams } from "react-router";
import { FollowLinks } from "~/components/layout/follow-links";
import { ContactForm, ContactSent } from "~/features/contact/components/contact-form";
import { contactRateLimit, saveContactMessage } from "~/features/contact/mutations.server";
import { CONTACT_TOASTS } from "~/features/contact/constants";
import { ContactSchema } from "~/features/contact/schema";
import { formAction, perAddress, success } from "~/lib/form-action.server";
import { originFrom, pageMeta } from "~/lib/meta";
import { SITE } from "~/lib/site";
import type { Route } from "./+types/contact";

export async function action({ request, context }: Route.ActionArgs) {
  return formAction({
    request,
    schema: ContactSchema,
    rateLimits: perAddress(context, contactRateLimit),
    failure: CONTACT_TOASTS.failure,
    mutate: async (message) => {
      await saveContactMessage(message);
      return success("/contact?sent=1", CONTACT_TOASTS.success, { replace: true });
    },
  });
}

export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Contact Us",
    description: `Questions, corrections or ideas for ${SITE.name}? Send us a message or write to ${SITE.contactEmail}.`,
    path: "/contact",
    origin: originFrom(matches),
  });

export default function Contact({ actionData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      <header className="max-w-2xl">
        <h1 className="text-4xl font-bold text-slate-900">Contact Us</h1>
        <p className="mt-4 text-lg text-slate-700">
          A listing that is wrong or out of date, a tool we should know about, a question about your
          account: tell us and a person will read it.
        </p>
      </header>
      <div className="mt-10 grid gap-10 lg:grid-cols-[1fr_2fr]">
        <aside className="space-y-6">
          <section>
            <h2 className="text-lg font-semibold text-slate-900">Email</h2>
            <a
              href={`mailto:${SITE.contactEmail}`}
              className="mt-1 inline-block font-medium text-brand-700 hover:underline"
            >
              {SITE.contactEmail}
            </a>
            <p className="mt-1 text-sm text-slate-600">We answer within two business days.</p>
          </section>
          <section>
            <h2 className="text-lg font-semibold text-slate-900">Follow us</h2>
            <FollowLinks
              className="mt-1 space-y-1"
              linkClassName="inline-flex min-h-11 items-center font-medium text-brand-700 hover:underline md:min-h-0"
              extra={[{ href: "/#newsletter", label: "The newsletter" }]}
            />
          </section>
          <section>
            <h2 className="text-lg font-semibold text-slate-900">Listing a tool?</h2>
            <p className="mt-1 text-sm text-slate-700">
              Use the{" "}
              <a href="/submit-tool" className="font-medium text-brand-700 hover:underline">
                submission form
              </a>
              : it asks for everything we need to review it.
            </p>
          </section>
        </aside>
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          {searchParams.has("sent") ? <ContactSent /> : <ContactForm documentReply={actionData} />}
        </div>
      </div>
    </div>
  );
}
