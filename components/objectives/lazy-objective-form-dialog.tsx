"use client";

import dynamic from "next/dynamic";

/** The dialog and its form (react-hook-form, zod) load after the page, outside its first bundle. */
export const LazyObjectiveFormDialog = dynamic(
  () =>
    import("@/components/objectives/objective-form-dialog").then(
      (module) => module.ObjectiveFormDialog,
    ),
  { ssr: false },
);
