"use client";

import dynamic from "next/dynamic";

/** The dialog and its form (react-hook-form, zod, selects) load after the page, outside its first bundle. */
export const LazyTransactionDialog = dynamic(
  () => import("@/components/transactions/transaction-dialog").then((module) => module.TransactionDialog),
  { ssr: false },
);
