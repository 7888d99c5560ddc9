"use client";

import dynamic from "next/dynamic";
import { useEffect, useSyncExternalStore } from "react";
import { whenIdle } from "@/lib/client/when-idle";
import {
  subscribeToToasterDemand,
  toasterWanted,
  wantToaster,
} from "@/components/toast/toaster-demand";

const ThemedToaster = dynamic(
  () => import("@/components/theme/themed-toaster").then((m) => m.ThemedToaster),
  {
    ssr: false,
  },
);

/** After the page's load event, once the browser has a moment: never competing with the first paint. */
function whenIdleAfterLoad(run: () => void): () => void {
  if (document.readyState === "complete") return whenIdle(run);
  let cancelIdle = () => {};
  const onLoad = () => {
    cancelIdle = whenIdle(run);
  };
  window.addEventListener("load", onLoad, { once: true });
  return () => {
    window.removeEventListener("load", onLoad);
    cancelIdle();
  };
}

/** The app's toaster, mounted after the first load (see components/toast/toast.ts). */
export function LazyToaster() {
  const wanted = useSyncExternalStore(subscribeToToasterDemand, toasterWanted, () => false);
  useEffect(() => whenIdleAfterLoad(wantToaster), []);
  return wanted ? <ThemedToaster /> : null;
}
