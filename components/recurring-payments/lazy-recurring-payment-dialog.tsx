"use client";

import dynamic from "next/dynamic";

/** The dialog and its form (react-hook-form, zod, selects) load after the page, outside its first bundle. */
export const LazyRecurringPaymentDialog = dynamic(
  () =>
    import("@/components/recurring-payments/recurring-payment-dialog").then(
      (module) => module.RecurringPaymentDialog,
    ),
  { ssr: false },
);
