"use client";

import { WifiOff } from "lucide-react";
import { usePathname, useSearchParams } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { documentCameThroughWorker, keepScreenOffline } from "@/lib/client/offline-caches";
import { whenIdle } from "@/lib/client/when-idle";
import { dataAgeLabel } from "@/lib/format/data-age";

/**
 * Online, a page rendered longer ago than this came from the worker's cache (the server could not
 * be reached); wide enough that a phone whose clock is a few minutes off never shows it wrongly.
 */
const STALE_AFTER_MS = 10 * 60 * 1000;

/**
 * Says when the screen's data is from whenever it may not be current: offline, or a page the
 * service worker answered from its cache ("Sem conexão · dados de hoje, 14:32"). It also asks the
 * worker to keep each screen the person reaches by client navigation.
 */
export function OfflineStamp({ renderedAt }: { renderedAt: number }) {
  const pathname = usePathname();
  const query = useSearchParams().toString();
  const freshAt = useRef(renderedAt);
  const firstScreen = useRef(true);
  const [notice, setNotice] = useState<string | null>(null);

  useEffect(() => {
    freshAt.current = Math.max(freshAt.current, renderedAt);
    const update = () => {
      const offline = !navigator.onLine;
      const stale = Date.now() - freshAt.current > STALE_AFTER_MS;
      const label = dataAgeLabel(new Date(freshAt.current), new Date());
      setNotice(offline ? `Sem conexão · ${label}` : stale ? `Sem atualização · ${label}` : null);
    };
    const cancel = whenIdle(update);
    window.addEventListener("online", update);
    window.addEventListener("offline", update);
    return () => {
      cancel();
      window.removeEventListener("online", update);
      window.removeEventListener("offline", update);
    };
  }, [renderedAt]);

  useEffect(() => {
    const first = firstScreen.current;
    firstScreen.current = false;
    // A page load the worker answered is kept by it; a client navigation, or a load the worker
    // took control of only midway, never is.
    if (first && documentCameThroughWorker()) return;
    if (!first && navigator.onLine) freshAt.current = Date.now();
    return whenIdle(() => keepScreenOffline(window.location.href));
  }, [pathname, query]);

  if (!notice) return null;
  return (
    <p
      role="status"
      data-testid="offline-stamp"
      className="mb-6 flex items-center gap-2 rounded-lg border border-amber-200 bg-amber-50 px-4 py-2 text-sm text-amber-900 dark:border-amber-500/30 dark:bg-amber-500/10 dark:text-amber-200"
    >
      <WifiOff aria-hidden="true" className="size-4 shrink-0" />
      {notice}
    </p>
  );
}
