/**
 * What a screen part read: its data, or `{ ok: false }` when the read failed and the part shows
 * its own error in place (see `loadPart` in lib/server/load-part.ts).
 */
export type Loaded<T> = { ok: true; data: T } | { ok: false };

/** A searched list: the items matching the term, and whether the user has any at all. */
export interface SearchedList<T> {
  items: T[];
  hasAny: boolean;
}

/**
 * Reads a list for `term`. A search that finds nothing asks once more without the term, to tell
 * "no match" from "nothing yet".
 */
export async function searchList<T>(read: (term: string) => Promise<T[]>, term: string): Promise<SearchedList<T>> {
  const items = await read(term);
  const hasAny = items.length > 0 || (term !== "" && (await read("")).length > 0);
  return { items, hasAny };
}
