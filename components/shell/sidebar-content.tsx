import Link from "next/link";
import { cn } from "@/lib/utils";
import { Logo } from "@/components/ui/logo";
import { ACCOUNT_NAV, FOOTER_NAV, MAIN_NAV } from "@/components/shell/nav-items";
import { SidebarNav } from "@/components/shell/sidebar-nav";

/** Brand, menu, Conta › Perfil and Configurações at the bottom: shared by the sidebar and the drawer. */
export function SidebarContent({ collapsed = false, onNavigate }: { collapsed?: boolean; onNavigate?: () => void }) {
  return (
    <div className="flex h-full flex-col">
      <div className={cn("flex h-14 shrink-0 items-center px-4", collapsed && "justify-center px-0")}>
        <Link
          href="/dashboard"
          onClick={onNavigate}
          className="rounded-lg outline-none focus-visible:ring-2 focus-visible:ring-emerald-600"
        >
          <Logo showName={!collapsed} />
        </Link>
      </div>
      <nav aria-label="Menu principal" className={cn("flex flex-1 flex-col gap-4 overflow-y-auto px-3 py-3", collapsed && "overflow-visible px-2")}>
        <SidebarNav items={MAIN_NAV} collapsed={collapsed} onNavigate={onNavigate} />
        <SidebarNav items={ACCOUNT_NAV} label="Conta" collapsed={collapsed} onNavigate={onNavigate} />
      </nav>
      <div className={cn("shrink-0 border-t border-zinc-200 px-3 py-3 dark:border-zinc-800", collapsed && "px-2")}>
        <SidebarNav items={FOOTER_NAV} collapsed={collapsed} onNavigate={onNavigate} />
      </div>
    </div>
  );
}
