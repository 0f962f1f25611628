import { later } from "~/lib/later";

// The comment form sits at the foot of an article: its code (the fields, their checks) is
// fetched as the page hydrates it, not before.

export const LaterCommentForm = later(() =>
  import("./comment-form").then((module) => module.CommentForm),
);
