"use client";

import { categoryScreenTexts } from "@/components/categories/category-screen-texts";
import { LabelsScreen } from "@/components/labels/labels-screen";
import { categoryInput } from "@/lib/schemas/categories";

export function CategoriesScreen() {
  return <LabelsScreen schema={categoryInput} texts={categoryScreenTexts} />;
}
