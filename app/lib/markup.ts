const ENTITIES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** Text made safe inside HTML or XML, as element content or a quoted attribute's value. */
export function escapeMarkup(text: string) {
  return text.replace(/[&<>"']/g, (char) => ENTITIES[char]!);
}
