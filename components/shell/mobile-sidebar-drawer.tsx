"use client";

import * as DialogPrimitive from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import { useSidebar } from "@/components/shell/sidebar-provider";
import { SidebarContent } from "@/components/shell/sidebar-content";

/** Below 768 px the sidebar is a drawer from the left: focus trapped, Esc or a tap outside closes. */
export default function MobileSidebarDrawer() {
  const { mobileOpen, setMobileOpen } = useSidebar();
  return (
    <DialogPrimitive.Root open={mobileOpen} onOpenChange={setMobileOpen}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-zinc-950/50 backdrop-blur-[2px] data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in md:hidden" />
        <DialogPrimitive.Content
          data-testid="mobile-sidebar"
          onOpenAutoFocus={(event) => {
            // Start on the current screen's link rather than the logo.
            const current = event.currentTarget instanceof Element ? event.currentTarget.querySelector('[aria-current="page"]') : null;
            if (current instanceof HTMLElement) {
              event.preventDefault();
              current.focus();
            }
          }}
          className="fixed inset-y-0 left-0 z-50 w-72 max-w-[85vw] border-r border-zinc-200 bg-white shadow-xl outline-none data-[state=closed]:animate-drawer-out data-[state=open]:animate-drawer-in md:hidden dark:border-zinc-800 dark:bg-zinc-950"
        >
          <DialogPrimitive.Title className="sr-only">Menu</DialogPrimitive.Title>
          <DialogPrimitive.Description className="sr-only">Navegação principal do Bolso</DialogPrimitive.Description>
          <SidebarContent onNavigate={() => setMobileOpen(false)} />
          <DialogPrimitive.Close
            aria-label="Fechar menu"
            className="absolute top-3 right-3 rounded-lg p-2 text-zinc-600 outline-none hover:bg-zinc-100 hover:text-zinc-900 focus-visible:ring-2 focus-visible:ring-emerald-600 dark:text-zinc-400 dark:hover:bg-zinc-800 dark:hover:text-zinc-100"
          >
            <X className="size-4" aria-hidden="true" />
          </DialogPrimitive.Close>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
