import type { Cents } from "@/lib/format/money";

/** One statement line as read from a file: signed centavos (negative is money out). */
export interface ParsedRow {
  /** The file's line the row starts on (1-based), for messages. */
  line: number;
  /** yyyy-mm-dd */
  date: string;
  description: string;
  cents: Cents;
  fitid?: string;
  /** Who the row names as the other side (OFX NAME, or PAYEE's NAME), when the file says. */
  payee?: string;
}

/** A payee's name as kept (payees.name holds 120). */
export const PAYEE_NAME_MAX = 120;

export const DESCRIPTION_MAX = 200;
export const NO_DESCRIPTION = "Sem descrição";

/**
 * Whitespace collapsed, cut to what a transaction stores, never empty. A cut that would split an
 * emoji drops its first half too, as a lone surrogate is text PostgreSQL refuses.
 */
export function cleanDescription(text: string): string {
  let cut = text.replace(/\s+/g, " ").trim().slice(0, DESCRIPTION_MAX);
  if (/[\uD800-\uDBFF]$/.test(cut)) cut = cut.slice(0, -1);
  const clean = cut.trim();
  return clean === "" ? NO_DESCRIPTION : clean;
}
