"use client";

import { ChevronDown, Filter } from "lucide-react";
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
import { cn } from "@/lib/utils";

export const ALL_CATEGORIES = "all";
export const NO_CATEGORY = "none";

/** Filter by one category, by 'Sem categoria', or show all of them. */
export function CategoryFilter({
  value,
  onChange,
  categories,
}: {
  value: string;
  onChange: (value: string) => void;
  categories: readonly { _id: string; name: string; color: string }[];
}) {
  const selected =
    value === NO_CATEGORY
      ? "Sem categoria"
      : (categories.find((c) => c._id === value)?.name ?? "Todas as categorias");
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="outline"
          className={cn(
            "w-full justify-between sm:w-auto sm:max-w-64",
            value !== ALL_CATEGORIES && "border-emerald-600 dark:border-emerald-500",
          )}
          aria-label={`Filtrar por categoria: ${selected}`}
        >
          <Filter aria-hidden="true" />
          <span className="truncate">{selected}</span>
          <ChevronDown className="ml-auto text-zinc-400" aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="max-h-72 w-64">
        <DropdownMenuLabel>Filtrar por categoria</DropdownMenuLabel>
        <DropdownMenuRadioGroup value={value} onValueChange={onChange}>
          <DropdownMenuRadioItem value={ALL_CATEGORIES}>Todas as categorias</DropdownMenuRadioItem>
          <DropdownMenuSeparator />
          {categories.map((category) => (
            <DropdownMenuRadioItem key={category._id} value={category._id}>
              <span
                className="size-2.5 shrink-0 rounded-full"
                style={{ backgroundColor: category.color }}
                aria-hidden="true"
              />
              <span className="truncate">{category.name}</span>
            </DropdownMenuRadioItem>
          ))}
          <DropdownMenuRadioItem value={NO_CATEGORY}>Sem categoria</DropdownMenuRadioItem>
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
