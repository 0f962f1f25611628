import type { ReactNode } from "react";
import { clsx } from "clsx";
import { TitledSection } from "~/components/ui/titled-section";
import { countOf } from "~/lib/count";
import { longDate } from "~/lib/dates";
import { COMMENT_ANONYMOUS } from "../constants";
import type { PublicComment } from "../schema";

/**
 * An article's approved comments: who (the name as given), when, and the text as plain text
 * (React escapes it; line breaks kept). Nothing is shown before the first one is approved.
 */
export function CommentList({
  comments,
  total,
  pagination,
}: {
  comments: PublicComment[];
  total: number;
  /** The page links, when there is more than one page. */
  pagination?: ReactNode;
}) {
  if (total === 0) return null;
  return (
    <TitledSection
      id="comments-heading"
      title={countOf(total, "comment")}
      look="large"
      anchor="comments"
      className="mt-12 scroll-mt-24"
    >
      <ol className="mt-6 space-y-6">
        {comments.map((comment) => (
          <li key={comment.id} className="rounded-xl border border-slate-200 bg-white p-4">
            <CommentByline comment={comment} date={longDate(comment.createdAt)} />
            <CommentBody body={comment.body} />
          </li>
        ))}
      </ol>
      {pagination}
    </TitledSection>
  );
}

/** Who wrote a comment and when, then what the page adds on the same line. */
export function CommentByline({
  comment,
  date,
  className,
  children,
}: {
  comment: { authorName: string | null; createdAt: string };
  /** The time written out, as the page shows times. */
  date: string;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <p className={clsx(className, "flex flex-wrap items-baseline gap-x-2 text-sm")}>
      <span className="font-semibold [overflow-wrap:anywhere] text-slate-900">
        {comment.authorName ?? COMMENT_ANONYMOUS}
      </span>
      <time dateTime={comment.createdAt} className="text-slate-600">
        {date}
      </time>
      {children}
    </p>
  );
}

/** A comment's text, its line breaks kept. */
export function CommentBody({ body }: { body: string }) {
  return <p className="mt-2 whitespace-pre-line [overflow-wrap:anywhere] text-slate-800">{body}</p>;
}
