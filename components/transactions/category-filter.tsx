"use client";

import { ChevronDown, Filter } from "lucide-react";
import { useRouter } from "next/navigation";
import { cloneElement, useOptimistic, useTransition } from "react";
import { Button } from "@/components/ui/button";
import { useOnDemand } from "@/components/ui/use-on-demand";
import {
  ALL_CATEGORIES,
  NO_CATEGORY_VALUE,
} from "@/components/transactions/category-filter-values";
import { useTransactionActions } from "@/components/transactions/transactions-provider";
import { cn } from "@/lib/utils";
import { categoryFits } from "@/lib/domain/category-types";

const ALL = ALL_CATEGORIES;
const NONE = NO_CATEGORY_VALUE;
const loadMenu = () => import("@/components/transactions/category-filter-menu");

/**
 * Filter by one category, by 'Sem categoria', or show all of them: each choice navigates to the
 * screen's link with `?category=<id>|none` (back to page 1), and the button shows it at once
 * while the list renders. The categories are the dialog's, read once with the page.
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
  const router = useRouter();
  const { references } = useTransactionActions();
  const [, startNavigation] = useTransition();
  const [selected, setSelected] = useOptimistic(value ?? ALL);
  const name =
    selected === NONE
      ? "Sem categoria"
      : (references.categories.find((c) => c._id === selected)?.name ?? "Todas as categorias");

  const choose = (next: string) => {
    const url = new URL(hrefWithoutCategory, window.location.origin);
    if (next !== ALL) url.searchParams.set("category", next);
    startNavigation(() => {
      setSelected(next);
      router.push(`${url.pathname}${url.search}`, { scroll: false });
    });
  };

  // The menu (Radix) comes with the first click; until then the button is a plain one.
  const { Component: Menu, load, preload } = useOnDemand(loadMenu);
  const trigger = (
    <Button
      aria-haspopup="menu"
      variant="outline"
      className={cn(
        "w-full justify-between sm:w-auto sm:max-w-64",
        selected !== ALL && "border-emerald-600 dark:border-emerald-500",
      )}
      aria-label={`Filtrar por categoria: ${name}`}
    >
      <Filter aria-hidden="true" />
      <span className="truncate">{name}</span>
      <ChevronDown className="ml-auto text-zinc-500" aria-hidden="true" />
    </Button>
  );
  if (!Menu) return cloneElement(trigger, { onPointerEnter: preload, onClick: () => void load() });
  return (
    <Menu
      trigger={trigger}
      selected={selected}
      categories={type ? references.categories.filter((c) => categoryFits(c, type) || c._id === selected) : references.categories}
      onChoose={choose}
    />
  );
}
