"use client";

import { forgetQueuedEntries } from "@/lib/client/entry-queue";
import { isPersonalCache } from "@/lib/offline";

/** Screens asked for lately, in this tab: going back and forth does not render each again. */
const keptAt = new Map<string, number>();
const KEEP_AGAIN_AFTER_MS = 60 * 1000;

/**
 * Deletes every cache that holds something of the person: the screens and API answers the service
 * worker kept, and the entries made offline and not yet sent. The precache stays: it holds only the build's files and the offline page, the same
 * for everybody. Called on logout and whenever another person signs in on this browser.
 */
export async function forgetPersonalCaches(): Promise<void> {
  keptAt.clear();
  await forgetQueuedEntries();
  if (typeof caches === "undefined") return;
  try {
    const names = await caches.keys();
    await Promise.all(names.filter(isPersonalCache).map((name) => caches.delete(name)));
  } catch {
    // Storage refused (private mode, policy): there is nothing kept to forget.
  }
}

/**
 * Whether this document's own load passed through the service worker (which then kept it). The
 * worker may take control while the page loads (clientsClaim): `navigator.serviceWorker.controller`
 * is set by then, yet the page itself came straight from the network and was never kept.
 */
export function documentCameThroughWorker(): boolean {
  const [entry] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
  return (entry?.workerStart ?? 0) > 0;
}

/**
 * Asks the service worker to keep this screen's HTML: a screen reached by client navigation (or
 * loaded before the worker took control) never passed through it as a page. Serwist's CACHE_URLS
 * runs the request through the same network-first route as a page load.
 */
export function keepScreenOffline(href: string): void {
  keepThroughWorker(href, "text/html", KEEP_AGAIN_AFTER_MS);
}

/** What the "+" sheet chooses from: categories, payment methods, the last one used, descriptions. */
export const QUICK_ENTRY_CHOICES_PATH = "/api/v1/transaction/quick-entry";
const QUICK_ENTRY_AGAIN_AFTER_MS = 10 * 60 * 1000;

/**
 * Keeps the "+" sheet's lists on the device with the screens, so an entry made offline can still
 * pick a category and a payment method, even when the sheet was never opened online. Asked for
 * when a screen loads (at most every ten minutes per tab) and, `fresh`, after an entry is saved
 * (the last payment method used changed).
 */
export function keepQuickEntryChoicesOffline(fresh = false): void {
  // Offline, asking again would only read back what is kept.
  if (!navigator.onLine) return;
  keepThroughWorker(QUICK_ENTRY_CHOICES_PATH, "application/json", fresh ? 0 : QUICK_ENTRY_AGAIN_AFTER_MS);
}

function keepThroughWorker(href: string, accept: string, againAfterMs: number): void {
  if (!("serviceWorker" in navigator)) return;
  const now = Date.now();
  if (againAfterMs > 0 && now - (keptAt.get(href) ?? 0) < againAfterMs) return;
  keptAt.set(href, now);
  void navigator.serviceWorker.ready.then((registration) => {
    registration.active?.postMessage({
      type: "CACHE_URLS",
      payload: { urlsToCache: [[href, { headers: { Accept: accept }, credentials: "same-origin" }]] },
    });
  });
}
