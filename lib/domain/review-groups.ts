import type { CategorySource } from "@/lib/domain/enums";
import { isSettledSource } from "@/lib/domain/category-source";
import { sumCents } from "@/lib/format/money";
import type { Cents } from "@/lib/format/money";
import type { Day } from "@/lib/domain/calendar";
import { foldForSearch } from "@/lib/search";

/** What the inbox needs of a row waiting for review. */
export interface ReviewInboxRow {
  transactionId: string;
  description: string;
  date: Day;
  /** Centavos; a despesa below zero is an estorno. */
  amountCents: Cents;
  type: "receita" | "despesa";
  categoryId: string | null;
  categoryName: string | null;
  categorySource: CategorySource | null;
  /** The bank's own category ("Alimentação › Restaurantes"), when it sent one. */
  bankCategory?: string | null;
  payeeId: string | null;
  payeeName: string | null;
  paymentMethodId: string | null;
  paymentMethodName: string | null;
  /** Set when the row may be a copy of one the person typed (shown side by side, never confirmed in bulk). */
  possibleDuplicateOf?: { transactionId: string; description: string; date: string; amountCents: Cents; paymentMethodName?: string | null } | null;
}

/** Rows of one payee (or of one description, without a payee) and one type, decided together. */
export interface ReviewGroup<Row extends ReviewInboxRow = ReviewInboxRow> {
  key: string;
  /** The payee's name, else the first row's description. */
  label: string;
  payeeId: string | null;
  type: "receita" | "despesa";
  rows: Row[];
  count: number;
  totalCents: Cents;
  /** Some row carries a category from the bank or the card's MCC, waiting to be confirmed. */
  suggested: boolean;
  /** The category every row shares, or null when they differ or have none. */
  categoryId: string | null;
  categoryName: string | null;
  /** A possible duplicate: one row, decided on its own. */
  duplicate: boolean;
}

/**
 * A description as the grouping compares it: case and accents folded, digits, punctuation and
 * the bank's card markers dropped ("UBER *TRIP 1234" and "Uber Trip 98" are one group).
 */
export function descriptionKey(description: string): string {
  return foldForSearch(description)
    .replace(/[^a-z\s]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

function keyOf(row: ReviewInboxRow): string {
  if (row.possibleDuplicateOf) return `dup:${row.transactionId}`;
  const who = row.payeeId ? `payee:${row.payeeId}` : `desc:${descriptionKey(row.description) || row.transactionId}`;
  return `${row.type}:${who}`;
}

const isSuggestion = (row: ReviewInboxRow) => row.categoryId !== null && !isSettledSource(row.categorySource);

/**
 * The inbox: rows grouped by payee (without one, by folded description) and type, rows newest
 * first inside a group. Possible duplicates first (they need a decision), then groups carrying a
 * suggestion, then the rest; more rows first, then the larger total, then by name.
 */
export function groupReviewRows<Row extends ReviewInboxRow>(rows: readonly Row[]): ReviewGroup<Row>[] {
  const byKey = new Map<string, Row[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const list = byKey.get(key);
    if (list) list.push(row);
    else byKey.set(key, [row]);
  }
  const groups: ReviewGroup<Row>[] = [];
  for (const [key, list] of byKey) {
    const sorted = [...list].sort((a, b) => b.date.localeCompare(a.date) || a.transactionId.localeCompare(b.transactionId));
    const first = sorted[0]!;
    const shared = sorted.every((row) => row.categoryId === first.categoryId) ? first : null;
    groups.push({
      key,
      label: first.payeeName ?? first.description,
      payeeId: first.payeeId,
      type: first.type,
      rows: sorted,
      count: sorted.length,
      totalCents: sumCents(sorted.map((row) => row.amountCents)),
      suggested: sorted.some(isSuggestion),
      categoryId: shared?.categoryId ?? null,
      categoryName: shared?.categoryName ?? null,
      duplicate: key.startsWith("dup:"),
    });
  }
  const rank = (group: ReviewGroup<Row>) => (group.duplicate ? 0 : group.suggested ? 1 : 2);
  return groups.sort(
    (a, b) =>
      rank(a) - rank(b) ||
      b.count - a.count ||
      Math.abs(b.totalCents) - Math.abs(a.totalCents) ||
      a.label.localeCompare(b.label, "pt-BR") ||
      a.key.localeCompare(b.key),
  );
}
