/**
 * Search terms, shared by the API, the server pages and the forms. Matching ignores case and
 * accents ("acucar" finds "Açúcar"); SQL does the same through the `search_fold` function that a
 * migration installs, with the same letter table as `foldForSearch`.
 */
export const SEARCH_MAX_LENGTH = 100;

const ACCENTED = "áàâãäåéèêëíìîïóòôõöúùûüçñý";
const PLAIN = "aaaaaaeeeeiiiiooooouuuucny";

/** Lower case without accents: the form both sides of a comparison take. */
export function foldForSearch(text: string): string {
  let folded = "";
  for (const char of text.toLowerCase()) {
    const index = ACCENTED.indexOf(char);
    folded += index === -1 ? char : PLAIN.charAt(index);
  }
  return folded;
}

/** A term from a URL or a text box: control characters dropped, trimmed, bounded; "" for none. */
export function normalizeSearchTerm(raw: unknown): string {
  if (typeof raw !== "string") return "";
  return raw.replace(/[\u0000-\u001f\u007f]/g, "").trim().slice(0, SEARCH_MAX_LENGTH);
}

/** The pattern for `search_fold(column) LIKE ? ESCAPE '\'`: the folded term, wildcards escaped. */
export function searchLikePattern(term: string): string {
  return `%${foldForSearch(term).replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
