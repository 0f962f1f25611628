/** `Promise.all` over an object's promises, run together: the same keys, each with its value. */
export async function allOf<T extends Record<string, unknown>>(promises: {
  [K in keyof T]: Promise<T[K]>;
}): Promise<T> {
  const entries = await Promise.all(
    Object.entries(promises).map(async ([key, promise]) => [key, await promise] as const),
  );
  return Object.fromEntries(entries) as T;
}
