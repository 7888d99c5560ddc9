"use client";

import dynamic from "next/dynamic";
import { useEffect, useSyncExternalStore } from "react";
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
  // Safari before 18 has no requestIdleCallback: a short timer stands in.
  const idleApi = (window as Partial<Window>).requestIdleCallback !== undefined;
  let handle = 0;
  const schedule = () => {
    handle = idleApi
      ? window.requestIdleCallback(run, { timeout: 2_000 })
      : window.setTimeout(run, 200);
  };
  if (document.readyState === "complete") schedule();
  else window.addEventListener("load", schedule, { once: true });
  return () => {
    window.removeEventListener("load", schedule);
    if (idleApi) window.cancelIdleCallback(handle);
    else window.clearTimeout(handle);
  };
}

/** The app's toaster, mounted after the first load (see components/toast/toast.ts). */
export function LazyToaster() {
  const wanted = useSyncExternalStore(subscribeToToasterDemand, toasterWanted, () => false);
  useEffect(() => whenIdleAfterLoad(wantToaster), []);
  return wanted ? <ThemedToaster /> : null;
}
