import type { ReactNode } from "react";
import { Link } from "react-router";
import { ErrorMessage, GeneralErrorBoundary } from "~/components/layout/error-boundary";

/** The 404 of a page about one tool: what went wrong, and the way back to the directory. */
export function ToolNotFound({ children }: { children: ReactNode }) {
  return (
    <ErrorMessage
      title="Tool Not Found"
      action={
        <Link
          to="/"
          className="inline-block rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700"
        >
          Return to Directory
        </Link>
      }
    >
      {children}
    </ErrorMessage>
  );
}

/** The error page of a page about one tool: its 404 says `notFound`, other errors as anywhere. */
export function ToolErrorBoundary({ error, notFound }: { error: unknown; notFound?: ReactNode }) {
  return (
    <GeneralErrorBoundary
      error={error}
      statusHandlers={{ 404: () => <ToolNotFound>{notFound}</ToolNotFound> }}
    />
  );
}
