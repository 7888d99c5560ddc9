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
import { cn } from "@/lib/utils";

export interface CategoryFilterOption {
  /** A category id, "none" for 'Sem categoria', "all" for every category. */
  value: string;
  name: string;
  color?: string;
  href: string;
}

/**
 * Filter by one category, by 'Sem categoria', or show all of them: each choice navigates to its
 * `?category=` link, and the button shows it at once while the list renders.
 */
export function CategoryFilter({
  value,
  options,
}: {
  value: string;
  /** 'Todas as categorias' first, the user's categories, 'Sem categoria' last. */
  options: readonly CategoryFilterOption[];
}) {
  const router = useRouter();
  const [, startNavigation] = useTransition();
  const [selectedValue, setSelectedValue] = useOptimistic(value);
  const [all, ...rest] = options;
  const selected = options.find((o) => o.value === selectedValue) ?? all;

  const choose = (next: string) => {
    const option = options.find((o) => o.value === next);
    if (!option) return;
    startNavigation(() => {
      setSelectedValue(next);
      router.push(option.href, { scroll: false });
    });
  };

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="outline"
          className={cn(
            "w-full justify-between sm:w-auto sm:max-w-64",
            selectedValue !== "all" && "border-emerald-600 dark:border-emerald-500",
          )}
          aria-label={`Filtrar por categoria: ${selected?.name ?? ""}`}
        >
          <Filter aria-hidden="true" />
          <span className="truncate">{selected?.name}</span>
          <ChevronDown className="ml-auto text-zinc-400" aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="max-h-72 w-64">
        <DropdownMenuLabel>Filtrar por categoria</DropdownMenuLabel>
        <DropdownMenuRadioGroup value={selectedValue} onValueChange={choose}>
          {all ? <DropdownMenuRadioItem value={all.value}>{all.name}</DropdownMenuRadioItem> : null}
          <DropdownMenuSeparator />
          {rest.map((option) => (
            <DropdownMenuRadioItem key={option.value} value={option.value}>
              {option.color ? (
                <span
                  className="size-2.5 shrink-0 rounded-full"
                  style={{ backgroundColor: option.color }}
                  aria-hidden="true"
                />
              ) : null}
              <span className="truncate">{option.name}</span>
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
