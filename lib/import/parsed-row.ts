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
}

export const DESCRIPTION_MAX = 200;
export const NO_DESCRIPTION = "Sem descrição";

/** Whitespace collapsed, cut to what a transaction stores, never empty. */
export function cleanDescription(text: string): string {
  const clean = text.replace(/\s+/g, " ").trim().slice(0, DESCRIPTION_MAX).trim();
  return clean === "" ? NO_DESCRIPTION : clean;
}
