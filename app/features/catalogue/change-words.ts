import {
  SOURCE_FIELDS,
  FACT_FIELDS,
  FACT_LABELS,
  FACTS,
  factInWords,
  type ChangeKind,
  type Fact,
  type FactValues,
} from "./facts";
import { longDate } from "~/lib/dates";
import type { ToolChange } from "./types";

// A change of the public history in words, as the tool page, the changes page and the feed say it.

export const CHANGES_TITLE = "Recent changes to AI tools";

const FIELD_LABELS: Record<string, string> = {
  name: "Name",
  logo: "Logo",
  shortDescription: "Summary",
  description: "Description",
  category: "Categories",
  editorialRating: "Editor's rating",
  features: "Features",
  pros: "Pros",
  cons: "Cons",
  useCases: "Use cases",
  url: "Website",
  createdAt: "Date added",
  status: "Listing",
};

export const BY_WORDS: Record<ChangeKind, string> = {
  editor: "the editors",
  maker: "the maker",
  visitor: "a visitor's suggestion",
  site: "the site",
};

const STATUS_WORDS: Record<string, string> = {
  draft: "not yet listed",
  published: "listed",
  archived: "archived",
};

export const isFact = (field: string): field is Fact =>
  (FACTS as readonly string[]).includes(field);

/** A stored value in words: a fact as the tool page says it, a list one item per line. */
export function inWords(field: string, value: unknown): string {
  if (value === null || value === undefined) return "not stated";
  if (isFact(field)) {
    const fields = FACT_FIELDS[field] as readonly string[];
    const parts =
      fields.length === 1 ? { [fields[0]!]: value } : (value as Record<string, unknown>);
    const values = { platforms: [], ...parts } as unknown as FactValues;
    return factInWords(field, values) ?? "not stated";
  }
  if (field === "status") return STATUS_WORDS[String(value)] ?? String(value);
  if (field === "createdAt") return longDate(String(value));
  if (Array.isArray(value)) return value.join("; ");
  return String(value);
}

/** A field's name as the history shows it. */
export function changeLabel(field: string) {
  return isFact(field) ? FACT_LABELS[field] : (FIELD_LABELS[field] ?? field);
}

/** A change in one line: "Pricing model: Freemium → Paid", "Description rewritten". */
export function changeSummary(
  change: Pick<ToolChange, "field" | "before" | "after" | "confirmed">,
) {
  const label = changeLabel(change.field);
  const before = inWords(change.field, change.before);
  const after = inWords(change.field, change.after);
  if (before === after)
    return `${label} ${change.confirmed ? "confirmed" : "source updated"}: ${after}`;
  if (before.length > LONG || after.length > LONG) return `${label} rewritten`;
  return `${label}: ${before} → ${after}`;
}

/** A long value is told as changed, its words behind a disclosure. */
export const LONG = 80;

/** The fact whose value or source a field holds. */
export function factOfField(field: string): Fact | null {
  for (const fact of FACTS) {
    if ((FACT_FIELDS[fact] as readonly string[]).includes(field)) return fact;
    if (SOURCE_FIELDS[fact] === field) return fact;
  }
  return null;
}

/** A suggested field's name, as the review and the emails say it. */
export function fieldLabel(field: string) {
  const fact = factOfField(field);
  if (fact && SOURCE_FIELDS[fact] === field) return `Source of ${changeLabel(fact).toLowerCase()}`;
  if (fact && FACT_FIELDS[fact].length > 1) {
    const part = { startingPriceCurrency: "currency", startingPricePeriod: "period" }[
      field as "startingPriceCurrency" | "startingPricePeriod"
    ];
    const labels: Record<string, string> = {
      startingPrice: "Starting price",
      openSource: "Open source",
      openSourceLicence: "Licence",
      repositoryUrl: "Repository",
    };
    return part ? `Starting price, ${part}` : (labels[field] ?? field);
  }
  if (fact) return changeLabel(fact);
  return { url: "Website", shortDescription: "Summary" }[field] ?? changeLabel(field);
}
