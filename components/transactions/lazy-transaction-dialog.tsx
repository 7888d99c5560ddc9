"use client";

import dynamic from "next/dynamic";

/** The dialog and its form (react-hook-form, zod, selects) load after the page, outside its first bundle. */
export const LazyTransactionDialog = dynamic(
  () => import("@/components/transactions/transaction-dialog").then((module) => module.TransactionDialog),
  { ssr: false },
);

/** The delete confirmation (a Radix alert dialog) loads with the first 'Excluir', not with the page. */
export const LazyDeleteTransactionDialog = dynamic(
  () =>
    import("@/components/transactions/delete-transaction-dialog").then(
      (module) => module.DeleteTransactionDialog,
    ),
  { ssr: false },
);
