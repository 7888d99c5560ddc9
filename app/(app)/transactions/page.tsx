import type { Metadata } from "next";
import { TransactionsScreen } from "@/components/transactions/transactions-screen";
import { currentYearMonth } from "@/lib/dates";

export const metadata: Metadata = { title: "Transações" };

/** Starts on the current month in São Paulo, decided on the server so both sides agree. */
export default function TransactionsPage() {
  const { year, month } = currentYearMonth();
  return <TransactionsScreen initialYear={year} initialMonth={month} />;
}
