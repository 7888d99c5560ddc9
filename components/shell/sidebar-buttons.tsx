"use client";

import { Menu, PanelLeft } from "lucide-react";
import { cn } from "@/lib/utils";
import { Hint } from "@/components/ui/hint";
import { useSidebar } from "@/components/shell/sidebar-provider";
import { topBarIconButton } from "@/components/shell/top-bar-icon-button";

/** The top bar's menu button (drawer, below 768 px) and sidebar toggle (768 px and up). */
export function SidebarButtons() {
  const { open, toggle, setMobileOpen } = useSidebar();
  return (
    <>
      <button type="button" aria-label="Abrir menu" className={cn(topBarIconButton, "md:hidden")} onClick={() => setMobileOpen(true)}>
        <Menu className="size-5" aria-hidden="true" />
      </button>
      <Hint
        side="bottom"
        className="hidden md:inline-flex"
        label={
          <>
            {open ? "Recolher" : "Expandir"} <kbd className="ml-1 font-sans opacity-70">Ctrl B</kbd>
          </>
        }
      >
          <button
            type="button"
            aria-label={open ? "Recolher barra lateral" : "Expandir barra lateral"}
            aria-expanded={open}
            aria-keyshortcuts="Control+B Meta+B"
            data-testid="sidebar-toggle"
            className={cn(topBarIconButton, "hidden md:inline-flex")}
            onClick={toggle}
          >
            <PanelLeft className="size-[18px]" aria-hidden="true" />
          </button>
      </Hint>
    </>
  );
}
