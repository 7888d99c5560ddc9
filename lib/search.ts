/**
 * Search terms, shared by the API, the server pages and the forms. Matching ignores case and
 * accents ("acucar" finds "Açúcar"); SQL does the same through the `search_fold` function that a
 * migration installs, with the same letter table as `foldForSearch`.
 */
import { cents, typedToCents } from "@/lib/format/money";
import type { Cents } from "@/lib/format/money";

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

/** Centavos from `min` (inclusive) to `max` (exclusive). */
export interface AmountRange {
  min: Cents;
  max: Cents;
}

/**
 * A term that reads as an amount (typedToCents: "412", "412,37", "R$ 412,37", "1.234,5") → the
 * amounts it names: whole reais find every centavo of them ("412" finds R$ 412,37), one decimal
 * its ten centavos, two decimals the exact amount. null when the term is not an amount.
 */
export function amountSearchRange(term: string): AmountRange | null {
  const amount = typedToCents(term);
  if (amount === null) return null;
  const text = term.replace(/R\$/gi, "").replace(/[\s\u00a0]/g, "");
  const decimals = /,(\d{1,2})$/.exec(text)?.[1] ?? /^\d+\.(\d{1,2})$/.exec(text)?.[1] ?? "";
  const width = decimals.length === 2 ? 1 : decimals.length === 1 ? 10 : 100;
  return { min: amount, max: cents(amount + width) };
}
