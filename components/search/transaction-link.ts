import { splitDay } from "@/lib/domain/calendar";
import type { Day } from "@/lib/domain/calendar";

/** The id a transaction's row carries on /transactions, so a link can land on it. */
export const transactionRowId = (id: string) => `transacao-${id}`;

/** /transactions at the transaction's month, with its row highlighted and scrolled into view. */
export function transactionHref(transaction: { _id: string; transactionDate: Day }): string {
  const { year, month } = splitDay(transaction.transactionDate);
  const params = new URLSearchParams({ month: String(month), year: String(year), highlight: transaction._id });
  return `/transactions?${params.toString()}#${transactionRowId(transaction._id)}`;
}
