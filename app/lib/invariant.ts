import { data } from "react-router";

/**
 * Throws a response (caught by the route's error boundary) unless `condition` holds:
 * `invariantResponse(tool, "Tool Not Found", { status: 404 })` keeps loaders flat.
 */
export function invariantResponse(
  condition: unknown,
  message: string,
  init: ResponseInit = { status: 400 },
): asserts condition {
  if (!condition) throw data(message, init);
}
