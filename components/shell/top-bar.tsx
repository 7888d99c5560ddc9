import { ThemeToggle } from "@/components/theme/theme-toggle";
import { AccountMenu } from "@/components/shell/account-menu";
import { SidebarButtons } from "@/components/shell/sidebar-buttons";
import { SearchTrigger } from "@/components/search/search-trigger";
import type { UserJson } from "@/lib/schemas/users";

/** Menu and sidebar buttons, the search (command palette), bell, theme switch and account menu. */
export function TopBar({ user, bell }: { user: UserJson; bell: React.ReactNode }) {
  return (
    <header className="sticky top-0 z-30 flex h-14 shrink-0 items-center gap-2 border-b border-zinc-200 bg-white/85 px-3 backdrop-blur-md sm:gap-3 sm:px-4 dark:border-zinc-800 dark:bg-zinc-950/85">
      <SidebarButtons />
      <SearchTrigger />
      <div className="ml-auto flex items-center gap-1 sm:gap-1.5">
        {bell}
        <ThemeToggle />
        <div className="ml-1">
          <AccountMenu user={user} />
        </div>
      </div>
    </header>
  );
}
