import type { ReactNode } from "react";
import { isRouteErrorResponse, useLocation } from "react-router";
import { useRootData } from "~/lib/root-data";
import { NotFound } from "./not-found";

type StatusHandler = (error: { status: number; message?: string }) => ReactNode;

/**
 * The error page of every route: 404 is the spec's not-found page, 401 and 403 say so, and
 * anything else says something went wrong, with the request's reference when the server gave
 * one. A visitor never sees an internal error's message; only the short messages routes throw
 * on purpose (`invariantResponse`) are shown. A route may handle a status its own way.
 */
export function GeneralErrorBoundary({
  error,
  statusHandlers = {},
}: {
  error: unknown;
  statusHandlers?: Partial<Record<number, StatusHandler>>;
}) {
  const location = useLocation();
  const requestId = useRootData<{ requestId?: string }>()?.requestId;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message =
    isRouteErrorResponse(error) && status < 500 && typeof error.data === "string"
      ? error.data
      : undefined;
  const handler = statusHandlers[status];
  if (handler) return handler({ status, message });
  if (status === 404) return <NotFound path={location.pathname} />;
  if (status === 401 || status === 403) {
    return (
      <ErrorMessage title="Access denied">
        {message ?? "You don't have permission to see this page."}
      </ErrorMessage>
    );
  }
  // A full load of the same address, so the page is asked for again from the server.
  const tryAgain = (
    <a
      href={`${location.pathname}${location.search}`}
      className="inline-flex min-h-11 items-center rounded-md bg-brand-600 px-4 font-semibold text-white hover:bg-brand-700"
    >
      Try again
    </a>
  );
  if (status === 503) {
    return (
      <ErrorMessage title="We'll be right back" action={tryAgain}>
        The site can&apos;t reach its database just now. Please try again in a few seconds.
      </ErrorMessage>
    );
  }
  if (status < 500) {
    return (
      <ErrorMessage title={`${status} Error`}>
        {message ?? "This request could not be handled."}
      </ErrorMessage>
    );
  }
  return (
    <ErrorMessage title="Something went wrong" action={tryAgain}>
      We&apos;re having trouble showing this page. Please try again in a moment.
      {requestId ? (
        <span className="mt-2 block text-sm text-slate-600">
          If it keeps happening, tell us this reference:{" "}
          <code className="rounded bg-slate-100 px-1.5 py-0.5">{requestId}</code>
        </span>
      ) : null}
    </ErrorMessage>
  );
}

export function ErrorMessage({
  title,
  children,
  action,
}: {
  title: string;
  children: ReactNode;
  /** A way on, such as a link home. */
  action?: ReactNode;
}) {
  return (
    <section role="alert" className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
      <p className="mt-4 text-slate-700">{children}</p>
      {action ? <div className="mt-8">{action}</div> : null}
    </section>
  );
}
