import "server-only";

/** What a card screen shows: the items matching `term`, and whether the user has any at all. */
export type CardList<T> =
  | { failed: true; term: string }
  | { failed: false; term: string; items: T[]; hasAny: boolean };

/**
 * A page's read that the screen can survive: a failure is logged and becomes null, so the screen
 * says so in place instead of losing the whole page.
 */
export async function orNullOnFailure<T>(read: Promise<T>, what: string): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    console.error(`[page] ${what}: leitura falhou`, error);
    return null;
  }
}

/**
 * Reads a screen's list on the server with the same use case the API uses. A search that finds
 * nothing asks once more without the term, to tell "no match" from "nothing yet".
 */
export async function loadCardList<T>(
  read: (term: string) => Promise<T[]>,
  term: string,
  what: string,
): Promise<CardList<T>> {
  const found = await orNullOnFailure(
    (async () => {
      const items = await read(term);
      const hasAny = items.length > 0 || (term !== "" && (await read("")).length > 0);
      return { items, hasAny };
    })(),
    what,
  );
  return found ? { failed: false, term, ...found } : { failed: true, term };
}
