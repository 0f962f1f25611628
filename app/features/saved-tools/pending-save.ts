import { isToolId } from "~/lib/field-limits";
import { PENDING_SAVE_HOURS, PENDING_SAVE_KEY } from "./constants";

/** Remembers the tool a signed-out visitor asked to save (storage can be blocked: then not). */
export function rememberPendingSave(toolId: string, now = Date.now()) {
  try {
    window.localStorage.setItem(PENDING_SAVE_KEY, JSON.stringify({ toolId, at: now }));
  } catch {
    // Storage blocked: after signing in the visitor saves the tool again.
  }
}

/** The tool to save now that the visitor is signed in, if one was asked for lately; forgotten once read. */
export function takePendingSave(now = Date.now()): string | null {
  try {
    const stored = window.localStorage.getItem(PENDING_SAVE_KEY);
    if (stored === null) return null;
    window.localStorage.removeItem(PENDING_SAVE_KEY);
    const { toolId, at } = JSON.parse(stored) as { toolId?: unknown; at?: unknown };
    if (typeof toolId !== "string" || !isToolId(toolId)) return null;
    if (typeof at !== "number" || now - at > PENDING_SAVE_HOURS * 3_600_000 || at > now) {
      return null;
    }
    return toolId;
  } catch {
    return null;
  }
}
