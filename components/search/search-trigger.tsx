"use client";

import { Search } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { useOnDemand } from "@/components/ui/use-on-demand";

const loadPalette = () => import("@/components/search/command-palette");

/**
 * The top bar's search box: a button that opens the command palette (also Ctrl+K or ⌘K). The
 * palette's code (cmdk, the dialog) is fetched on the first opening, so no screen carries it.
 */
export function SearchTrigger() {
  const { Component: Palette, load, preload } = useOnDemand(loadPalette);
  const [open, setOpen] = useState(false);

  const openPalette = useCallback(() => {
    setOpen(true);
    void load();
  }, [load]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === "k") {
        event.preventDefault();
        openPalette();
      }
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [openPalette]);

  return (
    <div role="search" className="relative max-w-sm min-w-0 flex-1">
      <button
        type="button"
        aria-label="Buscar (telas e transações) Ctrl K"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-keyshortcuts="Control+K Meta+K"
        aria-busy={open && !Palette ? true : undefined}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={openPalette}
        className="flex h-9 w-full cursor-pointer items-center gap-2 rounded-lg border border-zinc-200 bg-zinc-50 px-2.5 text-left text-sm text-zinc-600 transition-colors outline-none hover:border-zinc-300 focus-visible:border-emerald-600 focus-visible:ring-3 focus-visible:ring-emerald-600/20 dark:border-zinc-800 dark:bg-zinc-900 dark:text-zinc-400 dark:hover:border-zinc-700 dark:focus-visible:border-emerald-500"
      >
        <Search className="size-4 shrink-0 text-zinc-500 dark:text-zinc-400" aria-hidden="true" />
        <span className="min-w-0 flex-1 truncate">Buscar...</span>
        <kbd className="hidden shrink-0 rounded border border-zinc-200 bg-white px-1.5 font-sans text-[11px] text-zinc-600 sm:inline dark:border-zinc-700 dark:bg-zinc-950 dark:text-zinc-400">
          Ctrl K
        </kbd>
      </button>
      {Palette ? <Palette open={open} onOpenChange={setOpen} /> : null}
    </div>
  );
}
