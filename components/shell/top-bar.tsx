import { Search } from "lucide-react";
import { ThemeToggle } from "@/components/theme/theme-toggle";
import { AccountMenu } from "@/components/shell/account-menu";
import { BellAlert } from "@/components/shell/bell-alert";
import type { BellState } from "@/components/shell/bell-alert";
import { SidebarButtons } from "@/components/shell/sidebar-buttons";
import type { UserJson } from "@/lib/schemas/users";

/** Menu and sidebar buttons, the search box (not wired yet), bell, theme switch and account menu. */
export function TopBar({ user, bell }: { user: UserJson; bell: BellState }) {
  return (
    <header className="sticky top-0 z-30 flex h-14 shrink-0 items-center gap-2 border-b border-zinc-200 bg-white/85 px-3 backdrop-blur-md sm:gap-3 sm:px-4 dark:border-zinc-800 dark:bg-zinc-950/85">
      <SidebarButtons />
      {/* Not a form: with nothing to search yet, Enter must not reload the screen. */}
      <div role="search" className="relative max-w-sm min-w-0 flex-1">
        <Search className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-zinc-500" aria-hidden="true" />
        <input
          type="search"
          aria-label="Buscar"
          placeholder="Buscar..."
          className="h-9 w-full rounded-lg border border-zinc-200 bg-zinc-50 pr-3 pl-8 text-sm text-zinc-900 transition-colors outline-none placeholder:text-zinc-500 focus-visible:border-emerald-600 focus-visible:bg-white focus-visible:ring-3 focus-visible:ring-emerald-600/20 dark:border-zinc-800 dark:bg-zinc-900 dark:text-zinc-100 dark:placeholder:text-zinc-400 dark:focus-visible:border-emerald-500 dark:focus-visible:bg-zinc-950"
        />
      </div>
      <div className="ml-auto flex items-center gap-1 sm:gap-1.5">
        <BellAlert {...bell} />
        <ThemeToggle />
        <div className="ml-1">
          <AccountMenu user={user} />
        </div>
      </div>
    </header>
  );
}
