/** A form as a page renders it: where it posts and the fields a browser would send. */
export type HarvestedForm = {
  /** The form's `action`, as a path and query on this site. */
  action: string;
  multipart: boolean;
  /** Each field's name with the values the page offers for it (its default first). */
  fields: [name: string, values: string[]][];
  /** Fields that take a file. */
  files: string[];
};

const ATTRIBUTE = /([A-Za-z-]+)(?:="([^"]*)")?/g;

/**
 * The POST forms of a page's HTML, with their fields and the values offered for each (hidden
 * inputs, defaults, options, radio and submit-button values), so cases start from what the page
 * itself would send and then break it. `pageUrl` resolves forms without an action.
 */
export function harvestForms(html: string, pageUrl: string): HarvestedForm[] {
  const forms: HarvestedForm[] = [];
  for (const match of html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/gi)) {
    const attributes = attributesOf(match[1]!);
    if ((attributes.method ?? "get").toLowerCase() !== "post") continue;
    const target = new URL(decodeEntities(attributes.action ?? ""), pageUrl);
    const fields = new Map<string, string[]>();
    const files: string[] = [];
    const offer = (name: string | undefined, value: string | undefined) => {
      if (!name) return;
      const values = fields.get(name) ?? [];
      if (value !== undefined && !values.includes(value)) values.push(value);
      fields.set(name, values);
    };
    const inner = match[2]!;
    for (const input of inner.matchAll(/<input\b([^>]*)>/gi)) {
      const field = attributesOf(input[1]!);
      if (field.type === "file" && field.name) files.push(field.name);
      else
        offer(field.name, decodeEntities(field.value ?? (field.type === "checkbox" ? "on" : "")));
    }
    for (const button of inner.matchAll(/<button\b([^>]*)>/gi)) {
      const field = attributesOf(button[1]!);
      if (field.name) offer(field.name, decodeEntities(field.value ?? ""));
    }
    for (const area of inner.matchAll(/<textarea\b([^>]*)>([\s\S]*?)<\/textarea>/gi)) {
      offer(attributesOf(area[1]!).name, decodeEntities(area[2]!));
    }
    for (const select of inner.matchAll(/<select\b([^>]*)>([\s\S]*?)<\/select>/gi)) {
      const name = attributesOf(select[1]!).name;
      for (const option of select[2]!.matchAll(/<option\b([^>]*)>/gi)) {
        offer(name, decodeEntities(attributesOf(option[1]!).value ?? ""));
      }
    }
    forms.push({
      action: `${target.pathname}${target.search}`,
      multipart: (attributes.enctype ?? "").toLowerCase() === "multipart/form-data",
      fields: [...fields.entries()],
      files,
    });
  }
  return forms;
}

/** Hrefs of a page's links to this site's own paths. */
export function harvestLinks(html: string): string[] {
  return [...html.matchAll(/\bhref="(\/[^"]*)"/g)].map((match) => decodeEntities(match[1]!));
}

function attributesOf(text: string): Record<string, string> {
  const attributes: Record<string, string> = Object.create(null);
  for (const [, name, value] of text.matchAll(ATTRIBUTE)) {
    attributes[name!.toLowerCase()] = value ?? "";
  }
  return attributes;
}

function decodeEntities(text: string) {
  return text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, decimal: string) => String.fromCodePoint(Number(decimal)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}
