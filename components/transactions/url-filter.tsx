import { ChevronDown } from "lucide-react";
import { useRouter } from "next/navigation";
import { cloneElement, useOptimistic, useTransition } from "react";
import { Button } from "@/components/ui/button";
import { useOnDemand } from "@/components/ui/use-on-demand";
import type { FilterOption } from "@/components/transactions/url-filter-menu";
import { cn } from "@/lib/utils";

const loadMenu = () => import("@/components/transactions/url-filter-menu");

/**
 * A filter kept in the URL: each choice navigates to the screen's link with `?<param>=<value>`
 * (without it for "all", back to page 1), and the button shows the choice at once while the list
 * renders. The category and tag filters of Transações are its callers.
 */
export function UrlFilter({
  param,
  value,
  hrefWithout,
  options,
  title,
  allLabel,
  icon,
  unknownShownAsIs = false,
  className,
  menuClassName,
}: {
  param: string;
  /** The URL's value, "" for all. */
  value: string;
  /** The screen's link without this parameter. */
  hrefWithout: string;
  options: FilterOption[];
  /** The menu's heading, and with the choice the button's name ("Filtrar por tag: Viagem"). */
  title: string;
  allLabel: string;
  icon: React.ReactElement;
  /** A value the options lack is shown as it is (a name), not as `allLabel` (an id). */
  unknownShownAsIs?: boolean;
  className: string;
  menuClassName: string;
}) {
  const router = useRouter();
  const [, startNavigation] = useTransition();
  const [selected, setSelected] = useOptimistic(value);
  const { Component: Menu, load, preload } = useOnDemand(loadMenu);
  const known = options.find((option) => option.value === selected);
  const name = selected === "" ? allLabel : (known?.label ?? (unknownShownAsIs ? selected : allLabel));

  const choose = (next: string) => {
    const url = new URL(hrefWithout, window.location.origin);
    if (next !== "") url.searchParams.set(param, next);
    startNavigation(() => {
      setSelected(next);
      router.push(`${url.pathname}${url.search}`, { scroll: false });
    });
  };

  // The menu (Radix) comes with the first click; until then the button is a plain one.
  const trigger = (
    <Button
      aria-haspopup="menu"
      variant="outline"
      className={cn("w-full justify-between sm:w-auto", className, selected !== "" && "border-emerald-600 dark:border-emerald-500")}
      aria-label={`${title}: ${name}`}
    >
      {icon}
      <span className="truncate">{name}</span>
      <ChevronDown className="ml-auto text-zinc-500" aria-hidden="true" />
    </Button>
  );
  if (!Menu) return cloneElement(trigger, { onPointerEnter: preload, onClick: () => void load() });
  return (
    <Menu
      trigger={trigger}
      title={title}
      allLabel={allLabel}
      selected={selected}
      options={options.filter((option) => !option.hidden || option.value === selected)}
      onChoose={choose}
      className={menuClassName}
    />
  );
}
