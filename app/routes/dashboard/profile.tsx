import { useState } from "react";
import { Dialog } from "~/components/ui/dialog";
import { Field, FormShell, SubmitButton, useForm } from "~/components/ui/form";
import { signOut } from "~/features/accounts/mutations.server";
import { DELETE_CONFIRMATION, USERNAME_MAX_LENGTH } from "~/features/accounts/constants";
import { DeleteAccountSchema, ProfileSchema } from "~/features/accounts/schema";
import { guardedUser } from "~/features/accounts/session.server";
import { AlertSetting } from "~/features/alerts/components/alert-setting";
import { saveAlertSetting } from "~/features/alerts/mutations.server";
import { alertsEnabled } from "~/features/alerts/queries.server";
import { AlertSettingSchema } from "~/features/alerts/schema";
import { avatarUrl } from "~/features/dashboard/avatar.server";
import { OwnerMailSetting } from "~/features/makers/components/owner-mail-setting";
import { ownerMailSetting, saveOwnerMailSetting } from "~/features/makers/owner-mail.server";
import { OwnerMailSettingSchema } from "~/features/makers/schema";
import { AvatarPicker } from "~/features/dashboard/components/avatar-picker";
import { AVATAR_MAX_BYTES, PROFILE_TOASTS } from "~/features/dashboard/constants";
import { deleteUserAccount, saveProfile } from "~/features/dashboard/mutations.server";
import { getProfile, listConnectedProviders } from "~/features/dashboard/queries.server";
import { PROVIDER_LABELS, type ProviderId } from "~/lib/field-limits";
import { formAction, formSpec, success } from "~/lib/form-action.server";
import type { Route } from "./+types/profile";

// The form's schema (and zod with it) is fetched when the form is first used.
const loadProfileSchema = () =>
  import("~/features/accounts/schema").then((module) => module.ProfileSchema);
const loadDeleteAccountSchema = () =>
  import("~/features/accounts/schema").then((module) => module.DeleteAccountSchema);

/** Room for a 2 MB image and the form around it; a larger image gets the avatar's own message. */
const MAX_PROFILE_FORM_BYTES = AVATAR_MAX_BYTES * 2;

export async function loader({ context }: Route.LoaderArgs) {
  const user = guardedUser(context);
  const [profile, providers, alerts, ownerMail] = await Promise.all([
    getProfile(user.id),
    listConnectedProviders(user.id),
    alertsEnabled(user.id),
    ownerMailSetting(user.id),
  ]);
  return {
    email: user.email,
    username: profile.username ?? user.name,
    avatarUrl: avatarUrl(profile.avatarKey),
    providers,
    alerts,
    // Shown to owners, and to anyone who turned it off (so they can turn it on again).
    ownerMail: ownerMail.owner || !ownerMail.enabled ? ownerMail.enabled : null,
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  const user = guardedUser(context);
  return formAction({
    request,
    maxBytes: MAX_PROFILE_FORM_BYTES,
    defaultIntent: "profile",
    intents: {
      profile: formSpec({
        schema: ProfileSchema,
        honeypot: false,
        failure: PROFILE_TOASTS.failed,
        mutate: (values, fields) =>
          saveProfile(user.id, { username: values.username, avatar: fields.avatar }),
      }),
      alerts: formSpec({
        schema: AlertSettingSchema,
        honeypot: false,
        mutate: (values) => saveAlertSetting(user.id, values.alerts === "on"),
      }),
      "owner-mail": formSpec({
        schema: OwnerMailSettingSchema,
        honeypot: false,
        mutate: (values) => saveOwnerMailSetting(user.id, values.ownerMail === "on"),
      }),
      delete: formSpec({
        schema: DeleteAccountSchema,
        honeypot: false,
        mutate: async () => {
          const out = await signOut(request.headers);
          await deleteUserAccount(user.id);
          const headers = new Headers();
          for (const cookie of out.ok ? out.setCookies : []) headers.append("Set-Cookie", cookie);
          return success("/", PROFILE_TOASTS.deleted, { headers });
        },
      }),
    },
  });
}

export const meta: Route.MetaFunction = () => [
  { title: "Profile | AI Tools Directory" },
  { name: "description", content: "Your name, username, picture, emails and account." },
  { name: "robots", content: "noindex" },
];

export default function Profile({ loaderData, actionData }: Route.ComponentProps) {
  const { email, username, avatarUrl, providers, alerts, ownerMail } = loaderData;
  const form = useForm({ schema: loadProfileSchema, documentReply: actionData });
  const initial = email.charAt(0).toUpperCase();
  return (
    <div className="space-y-8">
      <h1 className="text-3xl font-bold text-slate-900">Profile</h1>
      <section className="rounded-xl border border-slate-200 bg-white p-6">
        <FormShell form={form} encType="multipart/form-data" className="space-y-5">
          <input type="hidden" name="intent" value="profile" />
          <AvatarPicker
            currentUrl={avatarUrl}
            error={form.errors.avatar}
            initial={initial}
            maxBytes={AVATAR_MAX_BYTES}
          />
          <Field
            label="Username"
            name="username"
            defaultValue={username}
            maxLength={USERNAME_MAX_LENGTH}
            autoComplete="nickname"
          />
          <Field
            label="Email"
            name="email-display"
            type="email"
            defaultValue={email}
            disabled
            hint="Your email address is associated with your account and cannot be changed."
          />
          <div className="max-w-xs">
            <SubmitButton busy={form.busy} label="Save Changes" busyLabel="Saving..." />
          </div>
        </FormShell>
      </section>
      <AlertSetting enabled={alerts} />
      {ownerMail !== null && <OwnerMailSetting enabled={ownerMail} />}
      <AccountCard providers={providers} />
    </div>
  );
}

function AccountCard({ providers }: { providers: string[] }) {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState("");
  const remove = useForm({ schema: loadDeleteAccountSchema });

  return (
    <section
      aria-labelledby="account-heading"
      className="rounded-xl border border-slate-200 bg-white p-6"
    >
      <h2 id="account-heading" className="text-xl font-bold text-slate-900">
        Account
      </h2>
      <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-[10rem_1fr]">
        <dt className="font-medium text-slate-600">Status</dt>
        <dd className="text-slate-900">Active</dd>
        <dt className="font-medium text-slate-600">Connected accounts</dt>
        <dd className="text-slate-900">
          {providers.length === 0 ? (
            "No connected accounts"
          ) : (
            <ul>
              {providers.map((provider) => (
                <li key={provider}>
                  {PROVIDER_LABELS[provider as ProviderId] ?? provider} Account
                </li>
              ))}
            </ul>
          )}
        </dd>
      </dl>
      <div className="mt-6 border-t border-slate-200 pt-6">
        <h3 className="font-semibold text-slate-900">Delete account</h3>
        <p className="mt-1 text-sm text-slate-700">
          Deletes your account, your sessions, your saved tools, your profile and your avatar. This
          cannot be undone.
        </p>
        <button
          type="button"
          onClick={() => setOpen(true)}
          className="mt-3 rounded-md border border-red-300 px-4 py-2 text-sm font-semibold text-red-800 hover:bg-red-50"
        >
          Delete Account
        </button>
      </div>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) setTyped("");
        }}
        title="Delete your account?"
        description="Your account, sessions, saved tools, profile and avatar will be deleted for good."
      >
        <remove.fetcher.Form {...remove.props} className="space-y-4">
          <input type="hidden" name="intent" value="delete" />
          <label className="block text-sm text-slate-800">
            Type <strong>{DELETE_CONFIRMATION}</strong> to confirm
            <input
              name="confirm"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              autoComplete="off"
              className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2"
            />
          </label>
          {remove.failure ? (
            <p role="alert" className="text-sm text-red-700">
              {remove.failure.message}
            </p>
          ) : null}
          <div className="flex justify-end gap-3">
            <button
              type="button"
              onClick={() => setOpen(false)}
              className="rounded-md border border-slate-300 px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50"
            >
              Cancel
            </button>
            <button
              type="submit"
              disabled={typed !== DELETE_CONFIRMATION || remove.busy}
              className="rounded-md bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800 disabled:opacity-60"
            >
              {remove.busy ? "Deleting..." : "Delete my account"}
            </button>
          </div>
        </remove.fetcher.Form>
      </Dialog>
    </section>
  );
}
