/**
 * A closed set of values in their order, and the label each is shown with, from one object
 * that names both: a value cannot be added without its label. Returns `[values, labels]`.
 */
export function labelledValues<const L extends Readonly<Record<string, string>>>(labels: L) {
  type Value = keyof L & string;
  // Object.keys keeps the order the keys were written in (none of them is a number).
  const values: readonly [Value, ...Value[]] = Object.keys(labels) as [Value, ...Value[]];
  return [values, labels as Readonly<Record<Value, string>>] as const;
}
