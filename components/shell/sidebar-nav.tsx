"use client";

import Link from "next/link";
import { usePathname, useSearchParams } from "next/navigation";
import { firstParam, monthFromSearchParams, monthSearch } from "@/lib/domain/month-params";
import { cn } from "@/lib/utils";
import { Hint } from "@/components/ui/hint";
import { isActivePath } from "@/components/shell/nav-items";
import { useNavBadge } from "@/components/shell/nav-badges";
import type { NavItem } from "@/components/shell/nav-items";

/** The month the current URL names (`?month=&year=`), as a query to carry; null when it names none. */
function useMonthQuery(): string | null {
  const searchParams = useSearchParams();
  const params = Object.fromEntries(searchParams.entries());
  return firstParam(params, "month") === undefined ? null : monthSearch(monthFromSearchParams(params));
}

/** A link's count (rows to review), streamed in; over the icon when the sidebar is collapsed. */
function NavBadge({ href, collapsed }: { href: string; collapsed: boolean }) {
  const badge = useNavBadge(href);
  if (!badge) return null;
  return <span className={cn("ml-auto flex", collapsed && "absolute -top-1 -right-1 ml-0 scale-90")}>{badge}</span>;
}

/** One group of sidebar links; collapsed shows icons with the label as a tooltip. */
export function SidebarNav({
  items,
  label,
  collapsed = false,
  onNavigate,
}: {
  items: NavItem[];
  label?: string;
  collapsed?: boolean;
  onNavigate?: () => void;
}) {
  const pathname = usePathname();
  // Going from the dashboard to Transações (or back) stays on the month being looked at.
  const monthQuery = useMonthQuery();
  return (
    <div className="flex flex-col gap-1">
      {label && collapsed ? <div role="none" className="mx-2 mb-1 h-px bg-zinc-200 dark:bg-zinc-800" /> : null}
      {label ? (
        <p
          className={cn(
            "px-2.5 pt-2 pb-1 text-xs font-medium text-zinc-600 dark:text-zinc-400",
            collapsed && "sr-only",
          )}
        >
          {label}
        </p>
      ) : null}
      <ul className="flex flex-col gap-0.5">
        {items.map((item) => {
          const active = isActivePath(pathname, item.href);
          const Icon = item.icon;
          const link = (
            <Link
              href={item.keepsMonth && monthQuery ? `${item.href}?${monthQuery}` : item.href}
              data-tour={item.tour}
              aria-current={active ? "page" : undefined}
              onClick={onNavigate}
              className={cn(
                "group relative flex h-9 items-center gap-3 rounded-lg px-2.5 text-sm font-medium outline-none transition-colors focus-visible:ring-2 focus-visible:ring-emerald-600 dark:focus-visible:ring-emerald-500",
                active
                  ? "bg-emerald-50 text-emerald-800 dark:bg-emerald-500/10 dark:text-emerald-300"
                  : "text-zinc-600 hover:bg-zinc-100 hover:text-zinc-900 dark:text-zinc-400 dark:hover:bg-zinc-800/70 dark:hover:text-zinc-100",
                collapsed && "justify-center px-0",
              )}
            >
              <Icon
                className={cn(
                  "size-[18px] shrink-0",
                  active ? "text-emerald-700 dark:text-emerald-400" : "text-zinc-500 group-hover:text-zinc-600 dark:text-zinc-400 dark:group-hover:text-zinc-300",
                )}
                aria-hidden="true"
              />
              <span className={cn("truncate", collapsed && "sr-only")}>{item.label}</span>
              <NavBadge href={item.href} collapsed={collapsed} />
            </Link>
          );
          return (
            <li key={item.href}>
              {collapsed ? (
                <Hint label={item.label} className="block">
                  {link}
                </Hint>
              ) : (
                link
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
