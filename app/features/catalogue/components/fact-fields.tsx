import type { ComponentProps, ReactNode } from "react";
import { CheckboxGrid } from "~/components/ui/checkbox-grid";
import { Field, Select } from "~/components/ui/form";
import {
  CONFIRMER_WORDS,
  FACT_LABELS,
  PLATFORM_LABELS,
  PLATFORMS,
  SOURCE_FIELDS,
  type Confirmer,
  type Fact,
} from "../constants";
import type { ExportedTool } from "../types";
import { longDate } from "~/lib/dates";

export type Confirmations = Record<Fact, { at: string | null; by: Confirmer | null }>;

const YES_NO = [
  { value: "yes", label: "Yes" },
  { value: "no", label: "No" },
];

/** A field of a fact's value, filled with the listing's (blank when not stated). */
function ValueField({
  values,
  name,
  ...input
}: {
  values: Partial<ExportedTool> | undefined;
  name: "startingPrice" | "startingPriceCurrency" | "openSourceLicence" | "repositoryUrl";
} & Omit<ComponentProps<typeof Field>, "name" | "defaultValue">) {
  return <Field {...input} name={name} defaultValue={values?.[name] ?? ""} />;
}

/** A yes / no / not stated fact. */
function YesNoSelect({
  name,
  label,
  value,
  hint,
}: {
  name: string;
  label: string;
  value: boolean | null | undefined;
  hint?: string;
}) {
  return (
    <Select
      label={label}
      name={name}
      placeholder="Not stated"
      defaultValue={value === true ? "yes" : value === false ? "no" : ""}
      options={YES_NO}
      hint={hint}
    />
  );
}

/** One fact: its value's fields, the page that states it, and whether it was confirmed there. */
function FactBox({
  fact,
  values,
  confirmations,
  confirmable,
  children,
}: {
  fact: Fact;
  values: Partial<ExportedTool> | undefined;
  confirmations: Confirmations | undefined;
  confirmable: boolean;
  children: ReactNode;
}) {
  const sourceField = SOURCE_FIELDS[fact];
  const confirmed = confirmations?.[fact];
  return (
    <fieldset className="min-w-0 space-y-3 rounded-lg border border-slate-200 p-3 sm:p-4">
      <legend className="px-1 text-sm font-semibold text-slate-900">{FACT_LABELS[fact]}</legend>
      {children}
      <Field
        label="Source"
        name={sourceField}
        type="url"
        defaultValue={values?.[sourceField] ?? ""}
        hint="The official page that states it (https://)."
      />
      {confirmable && (
        <>
          <p className="text-xs text-slate-600">
            {confirmed?.at && confirmed.by
              ? `Confirmed against the source on ${longDate(confirmed.at)} by ${CONFIRMER_WORDS[confirmed.by]}.`
              : "Not confirmed against its source yet."}
          </p>
          <label className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              name="confirm"
              value={fact}
              className="size-4 rounded border-slate-300"
            />
            I checked this against the source today
          </label>
        </>
      )}
    </fieldset>
  );
}

/** What the facts that are yes, no or not stated mean. */
const YES_NO_HINTS = {
  freePlan: "A plan usable without paying, not a trial.",
  selfHostable: "Can run on the user's own servers.",
};

/** A fact that is yes, no or not stated, in its box. */
function YesNoFact({
  fact,
  box,
}: {
  fact: keyof typeof YES_NO_HINTS;
  box: Omit<ComponentProps<typeof FactBox>, "fact" | "children">;
}) {
  return (
    <FactBox fact={fact} {...box}>
      <YesNoSelect
        name={fact}
        label={FACT_LABELS[fact]}
        value={box.values?.[fact]}
        hint={YES_NO_HINTS[fact]}
      />
    </FactBox>
  );
}

/**
 * The facts of a tool as a form (decision 026): each value with its source. In the editor each
 * also has a box to confirm it (changing a value or a source without ticking it leaves it
 * unconfirmed); a suggested edit only proposes values and sources.
 */
export function FactFields({
  values,
  pricingOptions,
  confirmations,
  confirmable = true,
}: {
  values: Partial<ExportedTool> | undefined;
  pricingOptions: readonly string[];
  confirmations?: Confirmations;
  confirmable?: boolean;
}) {
  const box = { values, confirmations, confirmable };
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <FactBox fact="pricing" {...box}>
        <Select
          label="Pricing model"
          name="pricing"
          placeholder="Choose a pricing option"
          defaultValue={values?.pricing ?? ""}
          options={pricingOptions.map((value) => ({ value, label: value }))}
        />
      </FactBox>
      <FactBox fact="startingPrice" {...box}>
        <div className="grid gap-3 sm:grid-cols-3">
          <ValueField
            values={values}
            label="Amount"
            name="startingPrice"
            type="number"
            inputMode="decimal"
            step="0.01"
            min="0"
          />
          <ValueField
            values={values}
            label="Currency"
            name="startingPriceCurrency"
            maxLength={3}
            hint="Such as USD."
          />
          <Select
            label="Period"
            name="startingPricePeriod"
            placeholder="None"
            defaultValue={values?.startingPricePeriod ?? ""}
            options={[
              { value: "month", label: "A month" },
              { value: "year", label: "A year" },
              { value: "once", label: "Once" },
            ]}
          />
        </div>
        <p className="text-xs text-slate-600">
          The cheapest paid plan for one person; leave all three blank when none is stated.
        </p>
      </FactBox>
      <YesNoFact fact="freePlan" box={box} />
      <FactBox fact="api" {...box}>
        <label className="flex min-h-11 items-center gap-2 text-sm font-medium text-slate-800">
          <input
            type="checkbox"
            name="apiAccess"
            defaultChecked={values?.apiAccess ?? false}
            className="size-4 rounded border-slate-300"
          />
          Has a public API
        </label>
      </FactBox>
      <FactBox fact="openSource" {...box}>
        <YesNoSelect name="openSource" label="Open source" value={values?.openSource} />
        <div className="grid gap-3 sm:grid-cols-2">
          <ValueField
            values={values}
            label="Licence"
            name="openSourceLicence"
            maxLength={64}
            hint="SPDX id, such as MIT."
          />
          <ValueField values={values} label="Repository" name="repositoryUrl" type="url" />
        </div>
      </FactBox>
      <YesNoFact fact="selfHostable" box={box} />
      <FactBox fact="platforms" {...box}>
        <fieldset>
          <legend className="block text-sm font-medium text-slate-800">Runs on</legend>
          <CheckboxGrid
            name="platforms"
            choices={PLATFORMS.map((platform) => ({
              value: platform,
              label: PLATFORM_LABELS[platform],
            }))}
            chosen={values?.platforms ?? []}
            className="mt-1 grid grid-cols-2 gap-x-4 sm:grid-cols-4"
          />
        </fieldset>
      </FactBox>
    </div>
  );
}
