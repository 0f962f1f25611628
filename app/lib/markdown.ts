/** Text on one line of Markdown, with the characters Markdown would read as syntax escaped. */
export function markdownInline(text: string) {
  return text
    .replace(/\s+/g, " ")
    .trim()
    .replace(/([\\`*_[\]<>|#])/g, "\\$1");
}
