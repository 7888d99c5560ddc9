/// <reference lib="webworker" />
import { CacheableResponsePlugin, ExpirationPlugin, NetworkFirst, NetworkOnly, Serwist } from "serwist";
import type { PrecacheEntry, RouteMatchCallbackOptions } from "serwist";
import {
  ANSWERS_CACHE,
  KEPT_SCREENS,
  OFFLINE_PATH,
  SCREENS_CACHE,
  keepsAnswerOffline,
  keepsScreenOffline,
} from "@/lib/offline";
import { addPushListeners } from "./push";

declare const self: ServiceWorkerGlobalScope & { __SW_MANIFEST: (PrecacheEntry | string)[] | undefined };

const DAY_SECONDS = 24 * 60 * 60;

/** A page, asked for by the browser or by a page of ours (Serwist's CACHE_URLS), never the router's RSC payload. */
function isDocument({ request, url, sameOrigin }: RouteMatchCallbackOptions): boolean {
  if (!sameOrigin || request.method !== "GET" || request.headers.has("RSC") || url.searchParams.has("_rsc")) {
    return false;
  }
  return request.mode === "navigate" || (request.headers.get("Accept") ?? "").includes("text/html");
}

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  // A new build takes over at once: its precache holds the chunks the server now sends.
  skipWaiting: true,
  clientsClaim: true,
  // The page request starts while the worker boots, so a screen is never slower with it.
  navigationPreload: true,
  runtimeCaching: [
    {
      matcher: (options) => isDocument(options) && keepsScreenOffline(options.url.pathname),
      handler: new NetworkFirst({
        cacheName: SCREENS_CACHE,
        // Only a screen the person was shown: a redirect to the login or an error is never kept.
        plugins: [
          new CacheableResponsePlugin({ statuses: [200] }),
          new ExpirationPlugin({ maxEntries: KEPT_SCREENS, maxAgeSeconds: 30 * DAY_SECONDS }),
        ],
      }),
    },
    { matcher: isDocument, handler: new NetworkOnly() },
    {
      matcher: ({ request, url, sameOrigin }) =>
        sameOrigin && request.method === "GET" && keepsAnswerOffline(url.pathname),
      handler: new NetworkFirst({
        cacheName: ANSWERS_CACHE,
        plugins: [
          new CacheableResponsePlugin({ statuses: [200] }),
          new ExpirationPlugin({ maxEntries: 100, maxAgeSeconds: 7 * DAY_SECONDS }),
        ],
      }),
    },
  ],
  // A page neither the network nor the cache has: the pt-BR offline page, precached at install.
  fallbacks: { entries: [{ url: OFFLINE_PATH, matcher: ({ request }) => request.destination === "document" }] },
});

addPushListeners(self);
serwist.addEventListeners();
