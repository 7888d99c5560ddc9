"use client";

import { Plus } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { useRouter } from "next/navigation";
import { useOnDemand } from "@/components/ui/use-on-demand";
import { whenIdle } from "@/lib/client/when-idle";
import { queueMayHoldEntries } from "@/lib/client/entry-queue-exists";
import { keepQuickEntryChoicesOffline } from "@/lib/client/offline-caches";
import { quickEntryTexts } from "@/components/quick-entry/quick-entry-texts";
import type { QuickEntrySheetProps } from "@/components/quick-entry/quick-entry-sheet";

const loadSheet = () => import("@/components/quick-entry/quick-entry-sheet");
const loadSync = () => import("@/components/quick-entry/sync-queued-entries");

/**
 * The phone's floating "+" (below the md breakpoint) on every protected screen. Only this button
 * comes with the page: the sheet's code is fetched when it is first touched, and the entries kept
 * offline are sent (by code fetched when the browser is idle, once the queue exists) on load,
 * when the connection comes back and when the app returns to the foreground. The sheet's lists are
 * kept on the device too, so offline it still offers the categories and payment methods.
 */
export function QuickEntryButton({ userId }: { userId: string }) {
  const router = useRouter();
  const { Component: Sheet, load, preload } = useOnDemand<QuickEntrySheetProps>(loadSheet);
  const [open, setOpen] = useState(false);

  const sync = useCallback(() => {
    // Nothing kept offline (the usual case): no code to fetch, no IndexedDB to open.
    void queueMayHoldEntries().then((waiting) => {
      if (waiting) void loadSync().then((module) => module.syncQueuedEntries(userId, () => router.refresh()));
    });
  }, [userId, router]);

  useEffect(() => {
    const cancel = whenIdle(() => {
      sync();
      keepQuickEntryChoicesOffline();
    });
    const onVisible = () => {
      if (document.visibilityState === "visible") sync();
    };
    window.addEventListener("online", sync);
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      cancel();
      window.removeEventListener("online", sync);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [sync]);

  return (
    <>
      <button
        type="button"
        aria-label={quickEntryTexts.open}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-testid="quick-entry-button"
        onPointerDown={preload}
        onFocus={preload}
        onClick={() => {
          setOpen(true);
          void load();
        }}
        className="fixed right-4 bottom-[max(1rem,env(safe-area-inset-bottom))] z-40 flex size-14 items-center justify-center rounded-full bg-brand text-brand-foreground shadow-lg outline-none hover:bg-brand-hover focus-visible:ring-2 focus-visible:ring-emerald-600 focus-visible:ring-offset-2 focus-visible:ring-offset-white md:hidden dark:focus-visible:ring-emerald-500 dark:focus-visible:ring-offset-zinc-950"
      >
        <Plus aria-hidden="true" className="size-6" strokeWidth={2.5} />
      </button>
      {Sheet ? <Sheet userId={userId} open={open} onOpenChange={setOpen} onQueued={sync} /> : null}
    </>
  );
}
