"use client";

import dynamic from "next/dynamic";

/** The dialog and its form (react-hook-form, zod) load after the page, outside its first bundle. */
export const LazyLabelFormDialog = dynamic(
  () => import("@/components/labels/label-form-dialog").then((module) => module.LabelFormDialog),
  { ssr: false },
);
