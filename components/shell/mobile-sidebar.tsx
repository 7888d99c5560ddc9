"use client";

import { useEffect } from "react";
import { useOnDemand } from "@/components/ui/use-on-demand";
import { useSidebar } from "@/components/shell/sidebar-provider";

const loadDrawer = () => import("@/components/shell/mobile-sidebar-drawer");

/** The menu drawer's code (a Radix dialog) is fetched the first time the menu is opened. */
export function MobileSidebar() {
  const { mobileOpen } = useSidebar();
  const { Component: Drawer, load } = useOnDemand(loadDrawer);
  useEffect(() => {
    if (mobileOpen) void load();
  }, [mobileOpen, load]);
  return Drawer ? <Drawer /> : null;
}
