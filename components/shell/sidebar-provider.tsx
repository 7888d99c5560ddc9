"use client";

import { createContext, useCallback, useContext, useEffect, useMemo, useState } from "react";
import { SIDEBAR_COOKIE, SIDEBAR_COOKIE_MAX_AGE } from "@/components/shell/sidebar-cookie";


interface SidebarState {
  /** Desktop sidebar expanded (labels) or collapsed (icons only). */
  open: boolean;
  toggle: () => void;
  /** The drawer used below 768 px. */
  mobileOpen: boolean;
  setMobileOpen: (open: boolean) => void;
}

const SidebarContext = createContext<SidebarState | null>(null);

export function useSidebar(): SidebarState {
  const context = useContext(SidebarContext);
  if (!context) throw new Error("useSidebar must be used inside <SidebarProvider>");
  return context;
}

export function SidebarProvider({ defaultOpen, children }: { defaultOpen: boolean; children: React.ReactNode }) {
  const [open, setOpen] = useState(defaultOpen);
  const [mobileOpen, setMobileOpen] = useState(false);

  const toggle = useCallback(() => {
    // Below the breakpoint the same shortcut opens or closes the drawer instead.
    if (window.matchMedia("(max-width: 767px)").matches) {
      setMobileOpen((current) => !current);
      return;
    }
    setOpen((current) => {
      const next = !current;
      document.cookie = `${SIDEBAR_COOKIE}=${next}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE}; samesite=lax`;
      return next;
    });
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() === "b" && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey) {
        event.preventDefault();
        toggle();
      }
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [toggle]);

  const value = useMemo(() => ({ open, toggle, mobileOpen, setMobileOpen }), [open, toggle, mobileOpen]);
  return <SidebarContext.Provider value={value}>{children}</SidebarContext.Provider>;
}
