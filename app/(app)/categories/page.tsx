import type { Metadata } from "next";
import { Suspense } from "react";
import { loadPart } from "@/lib/server/load-part";
import { searchList } from "@/lib/loaded";
import { LabelsScreen } from "@/components/labels/labels-screen";
import { db } from "@/lib/server/db";
import { firstParam } from "@/lib/domain/month-params";
import type { PageSearchParams } from "@/lib/domain/month-params";
import { CATEGORY_STARTER_SET } from "@/lib/schemas/categories";
import { normalizeSearchTerm } from "@/lib/search";
import { requirePageUser } from "@/server/auth/require-page-user";
import { listCategories } from "@/server/categories/list-categories";
import { readHouseholdView } from "@/server/households/read-household-view";
import { CategoryRulesSection, CategoryRulesSkeleton } from "./_components/category-rules-section";
import { TagsSection, TagsSkeleton } from "./_components/tags-section";

export const metadata: Metadata = { title: "Categorias" };

/** Categorias: the user's categories matching `?q=`, their rules and their tags, read on the server. */
export default async function CategoriesPage({
  searchParams,
}: {
  searchParams: Promise<PageSearchParams>;
}) {
  const user = await requirePageUser();
  const term = normalizeSearchTerm(firstParam(await searchParams, "q"));
  const [list, household] = await Promise.all([
    loadPart("categorias", () => searchList((q) => listCategories(db, user.id, q), term)),
    // The household, as Casa reads it: "Da casa" in the dialog, on the cards and mapping.
    readHouseholdView(db, user.id),
  ]);
  return (
    <div className="flex flex-col gap-8">
      <LabelsScreen kind="category" term={term} list={list} starterSet={CATEGORY_STARTER_SET} household={household} />
      <Suspense fallback={<CategoryRulesSkeleton />}>
        <CategoryRulesSection userId={user.id} />
      </Suspense>
      <Suspense fallback={<TagsSkeleton household={household} />}>
        <TagsSection userId={user.id} household={household} />
      </Suspense>
    </div>
  );
}
