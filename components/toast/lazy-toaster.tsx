"use client";

import dynamic from "next/dynamic";
import { useSyncExternalStore } from "react";
import { subscribeToToasterDemand, toasterWanted } from "@/components/toast/toaster-demand";

const ThemedToaster = dynamic(
  () => import("@/components/theme/themed-toaster").then((m) => m.ThemedToaster),
  {
    ssr: false,
  },
);

/**
 * The app's toaster, mounted by the first toast (see components/toast/toast.ts). Until then a page
 * carries no toast code at all: mounting it on every load, even once the browser was idle, cost a
 * phone one long task after each load (evaluating Sonner and the style sheet it injects restyles
 * the whole document). The chunk comes from the service worker's precache after the first visit.
 */
export function LazyToaster() {
  const wanted = useSyncExternalStore(subscribeToToasterDemand, toasterWanted, () => false);
  return wanted ? <ThemedToaster /> : null;
}
