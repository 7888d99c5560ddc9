"use client";

import { categoryScreenTexts } from "@/components/categories/category-screen-texts";
import { LabelsScreen } from "@/components/labels/labels-screen";
import { categoryInput } from "@/server/categories/schemas";

export function CategoriesScreen() {
  return <LabelsScreen schema={categoryInput} texts={categoryScreenTexts} />;
}
