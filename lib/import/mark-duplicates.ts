import { foldForSearch } from "@/lib/search";
import type { Cents } from "@/lib/format/money";

/** Case, accents and spacing do not make two descriptions different. */
export function normalizeDescription(text: string): string {
  return foldForSearch(text).replace(/\s+/g, " ").trim();
}

export function duplicateKey(date: string, cents: Cents, description: string): string {
  return `${date}|${Math.abs(cents)}|${cents < 0 ? "-" : "+"}|${normalizeDescription(description)}`;
}

/**
 * Marks a row as a duplicate when it matches (same day, centavos, direction and normalised
 * description) a transaction the user already has, each existing one absorbing one row, or an
 * earlier row of the same file. The FITID never decides alone: it only tells two equal-looking
 * rows of one file apart (two coffees on the same day, each with its own id), so equal rows with
 * different FITIDs are both kept, and rows sharing a FITID but differing otherwise are both kept.
 */
export function markDuplicates<T extends { date: string; cents: Cents; description: string; fitid?: string }>(
  rows: T[],
  existing: Map<string, number>,
): Array<T & { duplicate: boolean }> {
  const available = new Map(existing);
  const seen = new Map<string, Set<string>>();
  return rows.map((row) => {
    const key = duplicateKey(row.date, row.cents, row.description);
    const left = available.get(key) ?? 0;
    if (left > 0) {
      available.set(key, left - 1);
      return { ...row, duplicate: true };
    }
    const earlier = seen.get(key);
    const fitid = row.fitid ?? "";
    const duplicate = earlier !== undefined && (fitid === "" || earlier.has("") || earlier.has(fitid));
    if (!duplicate) seen.set(key, (earlier ?? new Set()).add(fitid));
    return { ...row, duplicate };
  });
}
