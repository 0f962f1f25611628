import { useEffect } from "react";
import { toast } from "~/components/ui/toaster";

export const LOAD_FAILURE_TOAST = {
  title: "Oops! Something went wrong",
  description: "We're having trouble loading the tools. Please try again later.",
} as const;

/** Shows the spec's load-failure toast once when the list could not be loaded. */
export function useLoadFailureToast(failed: boolean) {
  useEffect(() => {
    if (failed)
      toast.error(LOAD_FAILURE_TOAST.title, { description: LOAD_FAILURE_TOAST.description });
  }, [failed]);
}
