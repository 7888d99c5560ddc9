"use client";

import { cn } from "@/lib/utils";
import { useSidebar } from "@/components/shell/sidebar-provider";
import { SidebarContent } from "@/components/shell/sidebar-content";

/** The desktop sidebar (768 px and up); collapses to icons with Ctrl/Cmd+B. */
export function AppSidebar() {
  const { open } = useSidebar();
  return (
    <aside
      data-state={open ? "expanded" : "collapsed"}
      data-testid="app-sidebar"
      className={cn(
        "sticky top-0 hidden h-dvh shrink-0 border-r border-zinc-200 bg-zinc-50/80 transition-[width] duration-200 ease-out md:block dark:border-zinc-800 dark:bg-zinc-900/40",
        open ? "w-64" : "w-16",
      )}
    >
      <SidebarContent collapsed={!open} />
    </aside>
  );
}
