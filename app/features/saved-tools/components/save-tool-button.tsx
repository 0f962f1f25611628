import { useNavigate } from "react-router";
import { toast } from "sonner";
import { NOT_LOGGED_IN_TOAST, SIGN_IN_PATH } from "../constants";

/**
 * Save-to-toolkit button. A visitor who is not signed in is told so and sent to sign in
 * (spec 1 §6); saving itself needs an account.
 */
export function SaveToolButton({ toolName }: { toolName: string }) {
  const navigate = useNavigate();
  return (
    <button
      type="button"
      onClick={() => {
        toast(NOT_LOGGED_IN_TOAST.title, { description: NOT_LOGGED_IN_TOAST.description });
        navigate(SIGN_IN_PATH);
      }}
      className="flex w-full items-center justify-center gap-2 rounded-md border border-slate-300 px-4 py-2 font-medium text-slate-800 hover:bg-slate-50"
    >
      <svg
        aria-hidden
        viewBox="0 0 24 24"
        className="size-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <path d="M6 3h12v18l-6-4-6 4z" />
      </svg>
      Save to Toolkit<span className="sr-only"> ({toolName})</span>
    </button>
  );
}
