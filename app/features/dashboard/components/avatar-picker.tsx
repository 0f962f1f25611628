import { useEffect, useId, useState, type ChangeEvent } from "react";
import { FILE_INPUT } from "~/components/ui/form";
import { AVATAR_HINT, AVATAR_TOO_LARGE } from "../constants";

/**
 * The avatar picker (spec 2 "Profile"): images only, at most 2 MB (checked here and again on the
 * server, which also checks the content), a preview of the chosen image, and the first letter of
 * the email when there is no avatar.
 */
export function AvatarPicker({
  currentUrl,
  initial,
  error,
  maxBytes,
}: {
  currentUrl: string | null;
  initial: string;
  error?: string;
  maxBytes: number;
}) {
  const id = useId();
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0];
    setPreview(null);
    setProblem(null);
    if (!file) return;
    if (!file.type.startsWith("image/")) {
      setProblem("Please choose an image file (JPEG, PNG, WebP, GIF or AVIF).");
    } else if (file.size > maxBytes) {
      setProblem(AVATAR_TOO_LARGE);
    } else {
      setPreview(URL.createObjectURL(file));
      return;
    }
    event.currentTarget.value = "";
  }

  const message = problem ?? error;
  const shown = preview ?? currentUrl;
  return (
    <div className="flex items-center gap-4">
      {shown ? (
        <img
          src={shown}
          alt="Your avatar"
          width={64}
          height={64}
          className="size-16 shrink-0 rounded-full object-cover"
        />
      ) : (
        <span
          aria-hidden
          className="grid size-16 shrink-0 place-items-center rounded-full bg-brand-100 text-2xl font-bold text-brand-700"
        >
          {initial}
        </span>
      )}
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className="block text-sm font-medium text-slate-800">
          Avatar
        </label>
        <input
          id={id}
          name="avatar"
          type="file"
          accept="image/*"
          onChange={choose}
          aria-invalid={message ? true : undefined}
          aria-describedby={`${id}-hint${message ? ` ${id}-error` : ""}`}
          className={FILE_INPUT}
        />
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {AVATAR_HINT}
        </p>
        {message ? (
          <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-700">
            {message}
          </p>
        ) : null}
      </div>
    </div>
  );
}
