import { useEffect, useState } from "react";
import { data, redirect, useFetcher, useNavigate } from "react-router";
import { toast } from "sonner";
import { Dialog } from "~/components/ui/dialog";
import {
  Field,
  FormMessage,
  SubmitButton,
  useSchemaForm,
  type FormActionData,
} from "~/components/ui/form";
import { cookieHeaders, validateAuthForm } from "~/features/accounts/actions.server";
import { signOut } from "~/features/accounts/mutations.server";
import { ProfileSchema, USERNAME_MAX_LENGTH } from "~/features/accounts/schema";
import { requireUser } from "~/features/accounts/session.server";
import {
  AVATAR_MAX_BYTES,
  DELETE_CONFIRMATION,
  PROFILE_TOASTS,
  PROVIDER_ACCOUNT_LABELS,
} from "~/features/dashboard/constants";
import {
  NotAnImageError,
  avatarUrl as avatarAddress,
  prepareAvatar,
  removeAvatar,
  storeAvatar,
} from "~/features/dashboard/avatar.server";
import { AvatarPicker } from "~/features/dashboard/components/avatar-picker";
import { deleteUserAccount, updateProfile } from "~/features/dashboard/mutations.server";
import { getProfile, listConnectedProviders } from "~/features/dashboard/queries.server";
import { readFormBody } from "~/lib/form-data.server";
import { log } from "~/lib/log.server";
import { StorageLimitError, readUpload } from "~/lib/storage.server";

/** Room for a 2 MB image and the form around it; a larger image gets the avatar's own message. */
const MAX_PROFILE_FORM_BYTES = 4 * 1024 * 1024;
import type { Route } from "./+types/profile";

export async function loader({ context, request }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  const [profile, providers] = await Promise.all([
    getProfile(user.id),
    listConnectedProviders(user.id),
  ]);
  return {
    email: user.email,
    username: profile.username ?? user.name,
    avatarUrl: avatarAddress(profile.avatarUrl),
    providers,
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  const user = requireUser(context, request);
  const form = await readFormBody(request, MAX_PROFILE_FORM_BYTES);
  if (!form.ok) {
    return data<FormActionData>(
      { ok: false, code: form.error.code, message: form.error.message },
      { status: form.status },
    );
  }
  const fromScript = form.fields.js === "1";

  if (form.fields.intent === "delete") {
    if (form.fields.confirm !== DELETE_CONFIRMATION) {
      return data<FormActionData>(
        {
          ok: false,
          code: "invalid_request",
          message: `Type ${DELETE_CONFIRMATION} to confirm.`,
          fields: { confirm: `Type ${DELETE_CONFIRMATION} to confirm.` },
        },
        { status: 400 },
      );
    }
    const out = await signOut(request.headers);
    const { avatarUrl: oldAvatar } = await deleteUserAccount(user.id);
    await removeAvatar(oldAvatar);
    log.info("Account deleted", { userId: user.id });
    const headers = cookieHeaders(out.ok ? out.setCookies : []);
    if (fromScript) return data<FormActionData>({ ok: true, notice: "deleted" }, { headers });
    return redirect("/", { headers });
  }

  const parsed = validateAuthForm(form.fields, ProfileSchema);
  if (!parsed.ok) return parsed.response;

  // A new avatar (spec 2 §4): checked by its content, resized, stored; the old one is removed.
  let newAvatar: string | undefined;
  const file = form.fields.avatar;
  if (file instanceof File && file.size > 0) {
    const refuse = (message: string, status = 400) =>
      data<FormActionData>(
        { ok: false, code: "invalid_request", message, fields: { avatar: message } },
        { status },
      );
    let image: Uint8Array;
    try {
      image = await prepareAvatar(await readUpload(file, AVATAR_MAX_BYTES));
    } catch (error) {
      if (error instanceof StorageLimitError) return refuse("The image can be at most 2 MB.", 413);
      if (error instanceof NotAnImageError) return refuse(error.message);
      throw error;
    }
    try {
      newAvatar = await storeAvatar(image);
    } catch (error) {
      // The spec: if the upload fails, the old avatar stays and the save goes on.
      log.error("Avatar upload failed", { error: String(error) });
    }
  }
  try {
    const previous = newAvatar ? (await getProfile(user.id)).avatarUrl : null;
    await updateProfile(user.id, {
      username: parsed.values.username,
      ...(newAvatar ? { avatarUrl: newAvatar } : {}),
    });
    await removeAvatar(previous);
  } catch (error) {
    await removeAvatar(newAvatar ?? null);
    log.error("Profile update failed", { error: String(error) });
    return data<FormActionData>(
      { ok: false, code: "unexpected", message: PROFILE_TOASTS.failed.description },
      { status: 503 },
    );
  }
  return data<FormActionData>({ ok: true });
}

export const meta: Route.MetaFunction = () => [
  { title: "Profile | AI Tools Directory" },
  { name: "robots", content: "noindex" },
];

export default function Profile({ loaderData, actionData }: Route.ComponentProps) {
  const { email, username, avatarUrl, providers } = loaderData;
  const { fetcher, busy, errors, scriptMarker, onSubmit } = useSchemaForm(
    ProfileSchema,
    actionData,
  );
  const { state, data: result } = fetcher;

  useEffect(() => {
    if (state !== "idle" || !result) return;
    if (result.ok) {
      toast.success(PROFILE_TOASTS.saved.title, { description: PROFILE_TOASTS.saved.description });
    } else if (result.code !== "invalid_request") {
      toast.error(PROFILE_TOASTS.failed.title, { description: PROFILE_TOASTS.failed.description });
    }
  }, [state, result]);

  const initial = email.charAt(0).toUpperCase();
  return (
    <div className="space-y-8">
      <h1 className="text-3xl font-bold text-slate-900">Profile</h1>
      <section className="rounded-xl border border-slate-200 bg-white p-6">
        {actionData?.ok && !result ? (
          <FormMessage tone="info">
            {PROFILE_TOASTS.saved.title}: {PROFILE_TOASTS.saved.description}
          </FormMessage>
        ) : null}
        <fetcher.Form
          method="post"
          encType="multipart/form-data"
          noValidate
          onSubmit={onSubmit}
          className="space-y-5"
        >
          {scriptMarker}
          <input type="hidden" name="intent" value="profile" />
          <AvatarPicker
            currentUrl={avatarUrl}
            initial={initial}
            error={errors.avatar}
            maxBytes={AVATAR_MAX_BYTES}
          />
          <Field
            label="Username"
            name="username"
            defaultValue={username}
            error={errors.username}
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
            <SubmitButton busy={busy} label="Save Changes" busyLabel="Saving..." />
          </div>
        </fetcher.Form>
      </section>
      <AccountCard providers={providers} />
    </div>
  );
}

function AccountCard({ providers }: { providers: string[] }) {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState("");
  const remove = useFetcher<FormActionData>();
  const navigate = useNavigate();
  const { state, data: result } = remove;

  useEffect(() => {
    if (state !== "idle" || !result?.ok) return;
    toast.success("Account deleted", {
      description: "Your account and its data have been removed.",
    });
    navigate("/", { replace: true });
  }, [state, result, navigate]);

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
                <li key={provider}>{PROVIDER_ACCOUNT_LABELS[provider] ?? `${provider} Account`}</li>
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
        <remove.Form method="post" className="space-y-4">
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="js" value="1" />
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
          {result && !result.ok ? (
            <p role="alert" className="text-sm text-red-700">
              {result.message}
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
              disabled={typed !== DELETE_CONFIRMATION || state !== "idle"}
              className="rounded-md bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800 disabled:opacity-60"
            >
              {state !== "idle" ? "Deleting..." : "Delete my account"}
            </button>
          </div>
        </remove.Form>
      </Dialog>
    </section>
  );
}
