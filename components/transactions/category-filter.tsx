"use client";

import { Filter } from "lucide-react";
import { UrlFilter } from "@/components/transactions/url-filter";
import { useTransactionActions } from "@/components/transactions/transactions-provider";
import { categoryFits } from "@/lib/domain/category-types";

/** 'Sem categoria' in the URL (NO_CATEGORY on the server, repeated so zod stays out of the bundle). */
const NO_CATEGORY = "none";

/**
 * Filter by one category, by 'Sem categoria', or show all of them (`?category=<id>|none`). The
 * categories are the dialog's, read once with the page.
 */
export function CategoryFilter({
  value,
  type,
  hrefWithoutCategory,
}: {
  value: string | null;
  /** The type tab: Receitas offers the categories of receitas, Despesas those of despesas. */
  type: "receita" | "despesa" | null;
  hrefWithoutCategory: string;
}) {
  const { references } = useTransactionActions();
  const options = [
    ...references.categories.map((category) => ({
      value: category._id,
      label: category.name,
      color: category.color,
      hidden: type !== null && !categoryFits(category, type),
    })),
    { value: NO_CATEGORY, label: "Sem categoria" },
  ];
  return (
    <UrlFilter
      param="category"
      value={value ?? ""}
      hrefWithout={hrefWithoutCategory}
      options={options}
      title="Filtrar por categoria"
      allLabel="Todas as categorias"
      icon={<Filter aria-hidden="true" />}
      className="sm:max-w-64"
      menuClassName="w-64"
    />
  );
}
