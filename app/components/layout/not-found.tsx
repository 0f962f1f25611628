import { Link, useNavigate } from "react-router";

/**
 * The not-found page (docs/product.md#not-found-page): 404, the message, the requested path, Go
 * Back and Return to Home.
 */
export function NotFound({ path }: { path: string }) {
  const navigate = useNavigate();
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-7xl font-extrabold text-brand-700">404</h1>
      <p className="mt-4 text-xl text-slate-800">
        Oops! The page you&apos;re looking for doesn&apos;t exist.
      </p>
      <p className="mt-2 text-sm text-slate-600">
        Requested path: <code className="rounded bg-slate-100 px-1.5 py-0.5 break-all">{path}</code>
      </p>
      <div className="mt-8 flex gap-3">
        <button
          type="button"
          onClick={() => navigate(-1)}
          className="rounded-md border border-slate-300 px-4 py-2 font-medium text-slate-800 hover:bg-slate-100"
        >
          Go Back
        </button>
        <Link
          to="/"
          className="rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700"
        >
          Return to Home
        </Link>
      </div>
    </section>
  );
}
