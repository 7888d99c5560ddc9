"use client";

import { ChevronDown, Filter } from "lucide-react";
import { useRouter } from "next/navigation";
import { useOptimistic, useTransition } from "react";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { useTransactionActions } from "@/components/transactions/transactions-provider";
import { cn } from "@/lib/utils";

const ALL = "all";
// The URL's value for 'Sem categoria' (NO_CATEGORY on the server), repeated so zod stays out of this bundle.
const NONE = "none";

/**
 * Filter by one category, by 'Sem categoria', or show all of them: each choice navigates to the
 * screen's link with `?category=<id>|none` (back to page 1), and the button shows it at once
 * while the list renders. The categories are the dialog's, read once with the page.
 */
export function CategoryFilter({ value, hrefWithoutCategory }: { value: string | null; hrefWithoutCategory: string }) {
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

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
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
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="max-h-72 w-64">
        <DropdownMenuLabel>Filtrar por categoria</DropdownMenuLabel>
        <DropdownMenuRadioGroup value={selected} onValueChange={choose}>
          <DropdownMenuRadioItem value={ALL}>Todas as categorias</DropdownMenuRadioItem>
          <DropdownMenuSeparator />
          {references.categories.map((category) => (
            <DropdownMenuRadioItem key={category._id} value={category._id}>
              <span
                className="size-2.5 shrink-0 rounded-full"
                style={{ backgroundColor: category.color }}
                aria-hidden="true"
              />
              <span className="truncate">{category.name}</span>
            </DropdownMenuRadioItem>
          ))}
          <DropdownMenuRadioItem value={NONE}>Sem categoria</DropdownMenuRadioItem>
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
