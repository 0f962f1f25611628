import { useState } from "react";
import { FormShell, SubmitButton, useForm } from "~/components/ui/form";
import { countOf } from "~/lib/count";
import { ADMIN_TEXTS } from "../constants";

type Kind = "category" | "pricing";
type Item = { name: string; tools: number };
type Mapping = { field: Kind; submitted: string; target: string | null };

const SMALL_BUTTON =
  "inline-flex min-h-11 items-center justify-center rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-50 disabled:opacity-60 sm:min-h-9";
const INPUT =
  "block min-h-11 w-full min-w-0 rounded-md border border-slate-300 px-3 py-1.5 text-slate-900 sm:min-h-9";
const NOUN = { category: "category", pricing: "pricing option" } as const;
const EMPTY = { category: ADMIN_TEXTS.noCategories, pricing: ADMIN_TEXTS.noPricingOptions };

function AddForm({ kind }: { kind: Kind }) {
  const form = useForm({});
  const id = `add-${kind}`;
  return (
    <FormShell form={form} action="/admin" className="flex flex-wrap items-end gap-2">
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="kind" value={kind} />
      <div className="min-w-0 flex-1 basis-48">
        <label htmlFor={id} className="block text-sm font-medium text-slate-800">
          New {NOUN[kind]}
        </label>
        <input
          id={id}
          name="name"
          required
          minLength={2}
          maxLength={60}
          className={`mt-1 ${INPUT}`}
        />
      </div>
      <SubmitButton busy={form.busy} label="Add" busyLabel="Adding..." className={SMALL_BUTTON} />
    </FormShell>
  );
}

function Row({ kind, item }: { kind: Kind; item: Item }) {
  const [renaming, setRenaming] = useState(false);
  const rename = useForm({ onSuccess: () => setRenaming(false) });
  const remove = useForm({});
  return (
    <li className="flex flex-wrap items-center gap-2 px-4 py-2">
      {renaming ? (
        <FormShell
          form={rename}
          action="/admin"
          className="flex min-w-0 flex-1 flex-wrap items-center gap-2"
        >
          <input type="hidden" name="intent" value="rename" />
          <input type="hidden" name="kind" value={kind} />
          <input type="hidden" name="from" value={item.name} />
          <label className="sr-only" htmlFor={`rename-${kind}-${item.name}`}>
            New name for {item.name}
          </label>
          <input
            id={`rename-${kind}-${item.name}`}
            name="name"
            defaultValue={item.name}
            required
            minLength={2}
            maxLength={60}
            className={`${INPUT} flex-1 basis-40`}
          />
          <SubmitButton
            busy={rename.busy}
            label="Save"
            busyLabel="Saving..."
            className={SMALL_BUTTON}
          />
          <button type="button" className={SMALL_BUTTON} onClick={() => setRenaming(false)}>
            Cancel
          </button>
        </FormShell>
      ) : (
        <>
          <span className="min-w-0 basis-full text-sm [overflow-wrap:anywhere] text-slate-800 sm:flex-1 sm:basis-0">
            {item.name}
            <span className="ml-2 text-slate-500">{countOf(item.tools, "tool")}</span>
          </span>
          <button
            type="button"
            className={SMALL_BUTTON}
            aria-label={`Rename ${item.name}`}
            onClick={() => setRenaming(true)}
          >
            Rename
          </button>
          <FormShell form={remove} action="/admin">
            <input type="hidden" name="intent" value="remove" />
            <input type="hidden" name="kind" value={kind} />
            <input type="hidden" name="name" value={item.name} />
            <button
              type="submit"
              disabled={remove.busy || item.tools > 0}
              title={item.tools > 0 ? `Used by ${countOf(item.tools, "tool")}` : undefined}
              aria-label={`Remove ${item.name}`}
              className={SMALL_BUTTON}
            >
              Remove
            </button>
          </FormShell>
        </>
      )}
    </li>
  );
}

/**
 * The Categories or Pricing Options tab (docs/product.md#data-management, decision 013): the names
 * the database holds, in order, each with how many tools use it; add, rename (the tools follow) and
 * remove one no tool uses. Below, how the submission form's choices read as these names.
 */
export function VocabularyList({
  kind,
  items,
  mappings,
}: {
  kind: Kind;
  items: readonly Item[];
  mappings: readonly Mapping[];
}) {
  const mapped = mappings.filter((mapping) => mapping.field === kind);
  return (
    <div className="space-y-4">
      <AddForm kind={kind} />
      {items.length === 0 ? (
        <p className="text-slate-600">{EMPTY[kind]}</p>
      ) : (
        <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white">
          {items.map((item) => (
            <Row key={item.name} kind={kind} item={item} />
          ))}
        </ul>
      )}
      {mapped.length ? (
        <div>
          <h3 className="text-sm font-semibold text-slate-900">From the submission form</h3>
          <p className="mt-1 text-xs text-slate-600">
            What each choice of the Submit a Tool form becomes when a submission is approved.
          </p>
          <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-2">
            {mapped.map((mapping) => (
              <div key={mapping.submitted} className="flex min-w-0 gap-2">
                <dt className="text-slate-600">{mapping.submitted}</dt>
                <dd className="[overflow-wrap:anywhere] text-slate-900">
                  → {mapping.target ?? "chosen when approving"}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      ) : null}
    </div>
  );
}
