import { Link } from "react-router";
import { z } from "zod";
import { guardedUser } from "~/features/accounts/session.server";
import { slugify } from "~/features/catalogue/tool";
import { DeleteReviewButton } from "~/features/reviews/components/delete-review";
import { ReviewItem, ReviewPages } from "~/features/reviews/components/review-list";
import { REVIEW_MESSAGES, REVIEW_TOASTS } from "~/features/reviews/constants";
import {
  deleteOwnReview,
  listOwnReviews,
  reviewAddressRateLimit,
  reviewUserRateLimit,
} from "~/features/reviews/reviews.server";
import { ReviewDeleteSchema, type OwnReview } from "~/features/reviews/schema";
import { formAction, refusal, success } from "~/lib/form-action.server";
import { toolPath } from "~/lib/paths";
import { clientAddressContext } from "~/lib/request-context";
import type { Route } from "./+types/reviews";

const PageSchema = z.coerce.number().int().min(1).max(100_000).catch(1);
const PATH = "/dashboard/reviews";

export async function loader({ context, request }: Route.LoaderArgs) {
  const user = guardedUser(context);
  const page = PageSchema.parse(new URL(request.url).searchParams.get("page") ?? 1);
  return listOwnReviews(user.id, page);
}

export async function action({ context, request }: Route.ActionArgs) {
  const user = guardedUser(context);
  const address = context.get(clientAddressContext);
  return formAction({
    request,
    schema: ReviewDeleteSchema,
    honeypot: false,
    rateLimits: () => [
      { limiter: reviewUserRateLimit, key: user.id },
      { limiter: reviewAddressRateLimit, key: address },
    ],
    rateLimitMessage: REVIEW_MESSAGES.limited,
    mutate: async ({ reviewId }) => {
      const deleted = await deleteOwnReview(user.id, reviewId);
      if (!deleted) return refusal(404, "not_found", REVIEW_MESSAGES.notYours);
      return success(PATH, deleted.withdrawn ? REVIEW_TOASTS.withdrawn : REVIEW_TOASTS.deleted, {
        replace: true,
      });
    },
  });
}

export const meta: Route.MetaFunction = () => [
  { title: "Your Reviews | AI Tools Directory" },
  { name: "description", content: "The reviews you have written, and whether each is shown." },
  { name: "robots", content: "noindex" },
];

function OwnReviewCard({ review }: { review: OwnReview }) {
  const path = toolPath({ id: review.toolId, slug: slugify(review.toolName) });
  return (
    <ReviewItem
      review={review}
      about={
        <p className="mb-1 text-sm text-slate-700">
          {"Of "}
          <Link to={`${path}#reviews`} className="font-medium text-brand-700 hover:underline">
            {review.toolName}
          </Link>
        </p>
      }
    >
      {review.status === "hidden" && (
        <p role="note" className="mt-2 rounded-md bg-amber-50 p-3 text-sm text-slate-800">
          {`Hidden by an administrator${review.hiddenReason ? `: ${review.hiddenReason}` : "."} It does not show on the tool's page or count toward its rating. ${REVIEW_MESSAGES.hiddenDelete}`}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <Link
          to={`${path}#your-review`}
          className="mt-3 inline-flex min-h-11 items-center rounded-md px-3 py-2 text-sm font-medium text-brand-700 hover:bg-brand-50"
        >
          Edit review
        </Link>
        <DeleteReviewButton id={review.id} action={PATH} />
      </div>
    </ReviewItem>
  );
}

/** The signed-in user's reviews, newest first, to read again, edit or delete. */
export default function DashboardReviews({ loaderData }: Route.ComponentProps) {
  const { reviews, total, page, pageCount } = loaderData;
  return (
    <div>
      <h1 className="text-3xl font-bold text-slate-900">Your Reviews</h1>
      {total === 0 ? (
        <p className="mt-6 text-slate-700">
          {"You have not reviewed a tool yet. Open a tool's page to write the first one: "}
          <Link to="/" className="font-medium text-brand-700 hover:underline">
            browse the directory
          </Link>
          .
        </p>
      ) : (
        <>
          <p className="mt-2 text-slate-700">{`${total.toLocaleString("en-US")} ${total === 1 ? "review" : "reviews"}, newest first.`}</p>
          <ol className="mt-6 space-y-4">
            {reviews.map((review) => (
              <li key={review.id}>
                <OwnReviewCard review={review} />
              </li>
            ))}
          </ol>
          <ReviewPages
            page={page}
            pageCount={pageCount}
            href={(target) => (target > 1 ? `${PATH}?page=${target}` : PATH)}
          />
        </>
      )}
    </div>
  );
}
