import { Field, TextArea } from "./form";

/** A tool's two descriptions, with the catalogue's limits: the editor's and a suggested edit's. */
export function DescriptionFields({
  shortDescription,
  description,
}: {
  shortDescription: string | undefined;
  description: string | undefined;
}) {
  return (
    <>
      <Field
        label="Short description"
        name="shortDescription"
        defaultValue={shortDescription}
        maxLength={200}
        hint="20 to 200 characters: what the tool does, in one sentence."
      />
      <TextArea
        label="Description"
        name="description"
        rows={6}
        maxLength={2000}
        defaultValue={description}
        hint="100 to 2,000 characters."
      />
    </>
  );
}
