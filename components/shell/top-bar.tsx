"use client";

import { Menu, PanelLeft, Search } from "lucide-react";
import { cn } from "@/lib/utils";
import { ThemeToggle } from "@/components/theme/theme-toggle";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/components/ui/tooltip";
import { AccountMenu } from "@/components/shell/account-menu";
import { BellAlert } from "@/components/shell/bell-alert";
import { useSidebar } from "@/components/shell/sidebar-provider";
import type { UserJson } from "@/lib/schemas/users";

const iconButton =
  "inline-flex size-9 shrink-0 cursor-pointer items-center justify-center rounded-lg text-zinc-600 transition-colors outline-none hover:bg-zinc-100 hover:text-zinc-900 focus-visible:ring-2 focus-visible:ring-emerald-600 dark:text-zinc-400 dark:hover:bg-zinc-800 dark:hover:text-zinc-100 dark:focus-visible:ring-emerald-500";

export function TopBar({ user }: { user: UserJson | null }) {
  const { open, toggle, setMobileOpen } = useSidebar();
  return (
    <header className="sticky top-0 z-30 flex h-14 shrink-0 items-center gap-2 border-b border-zinc-200 bg-white/85 px-3 backdrop-blur-md sm:gap-3 sm:px-4 dark:border-zinc-800 dark:bg-zinc-950/85">
      <button type="button" aria-label="Abrir menu" className={cn(iconButton, "md:hidden")} onClick={() => setMobileOpen(true)}>
        <Menu className="size-5" aria-hidden="true" />
      </button>
      <Tooltip>
        <TooltipTrigger asChild>
          <button
            type="button"
            aria-label={open ? "Recolher barra lateral" : "Expandir barra lateral"}
            aria-expanded={open}
            aria-keyshortcuts="Control+B Meta+B"
            data-testid="sidebar-toggle"
            className={cn(iconButton, "hidden md:inline-flex")}
            onClick={toggle}
          >
            <PanelLeft className="size-[18px]" aria-hidden="true" />
          </button>
        </TooltipTrigger>
        <TooltipContent side="bottom">
          {open ? "Recolher" : "Expandir"} <kbd className="ml-1 font-sans opacity-70">Ctrl B</kbd>
        </TooltipContent>
      </Tooltip>
      <form role="search" className="relative max-w-sm min-w-0 flex-1" onSubmit={(event) => event.preventDefault()}>
        <Search className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-zinc-400" aria-hidden="true" />
        <input
          type="search"
          aria-label="Buscar"
          placeholder="Buscar..."
          className="h-9 w-full rounded-lg border border-zinc-200 bg-zinc-50 pr-3 pl-8 text-sm text-zinc-900 transition-colors outline-none placeholder:text-zinc-400 focus-visible:border-emerald-600 focus-visible:bg-white focus-visible:ring-3 focus-visible:ring-emerald-600/20 dark:border-zinc-800 dark:bg-zinc-900 dark:text-zinc-100 dark:placeholder:text-zinc-500 dark:focus-visible:border-emerald-500 dark:focus-visible:bg-zinc-950"
        />
      </form>
      <div className="ml-auto flex items-center gap-1 sm:gap-1.5">
        <BellAlert user={user} />
        <ThemeToggle />
        <div className="ml-1">
          <AccountMenu user={user} />
        </div>
      </div>
    </header>
  );
}
