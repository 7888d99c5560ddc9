"use client";

import { ChevronDown, Tag } from "lucide-react";
import { useRouter } from "next/navigation";
import { cloneElement, useOptimistic, useTransition } from "react";
import { Button } from "@/components/ui/button";
import { useOnDemand } from "@/components/ui/use-on-demand";
import { useTransactionActions } from "@/components/transactions/transactions-provider";
import { foldForSearch } from "@/lib/search";
import { cn } from "@/lib/utils";

const loadMenu = () => import("@/components/transactions/tag-filter-menu");

/**
 * Filter by one tag, or show every transaction: each choice navigates to the screen's link with
 * `?tag=<name>` (back to page 1), and the button shows it at once while the list renders. The
 * tags are the dialog's, read once with the page; a person without tags sees no filter.
 */
export function TagFilter({ value, hrefWithoutTag }: { value: string; hrefWithoutTag: string }) {
  const router = useRouter();
  const { references } = useTransactionActions();
  const [, startNavigation] = useTransition();
  const [selected, setSelected] = useOptimistic(value);
  const { Component: Menu, load, preload } = useOnDemand(loadMenu);
  if (references.tags.length === 0 && value === "") return null;
  // The URL may spell the tag another way ("viagem" for "Viagem"): shown as the person wrote it.
  const current = references.tags.find((tag) => foldForSearch(tag) === foldForSearch(selected)) ?? selected;
  const name = current === "" ? "Todas as tags" : current;

  const choose = (next: string) => {
    const url = new URL(hrefWithoutTag, window.location.origin);
    if (next !== "") url.searchParams.set("tag", next);
    startNavigation(() => {
      setSelected(next);
      router.push(`${url.pathname}${url.search}`, { scroll: false });
    });
  };

  const trigger = (
    <Button
      aria-haspopup="menu"
      variant="outline"
      className={cn("w-full justify-between sm:w-auto sm:max-w-56", current !== "" && "border-emerald-600 dark:border-emerald-500")}
      aria-label={`Filtrar por tag: ${name}`}
    >
      <Tag aria-hidden="true" />
      <span className="truncate">{name}</span>
      <ChevronDown className="ml-auto text-zinc-500" aria-hidden="true" />
    </Button>
  );
  if (!Menu) return cloneElement(trigger, { onPointerEnter: preload, onClick: () => void load() });
  return <Menu trigger={trigger} selected={current} tags={references.tags} onChoose={choose} />;
}
