// Shared by the service worker (worker/), the pages that talk to it and their tests.
import { isProtectedPath } from "@/lib/protected-paths";

/** Where the built worker is served (public/sw.js, written by scripts/build-service-worker.ts). */
export const SERVICE_WORKER_URL = "/sw.js";

/** The page shown for a screen this browser has never kept. */
export const OFFLINE_PATH = "/offline";

/** The screens the person visited, as their HTML was sent (network first). */
export const SCREENS_CACHE = "bolso-telas";

/** The API answers the person's own screens read (network first). */
export const ANSWERS_CACHE = "bolso-api";

/** Serwist's precache: the build's own files and the offline page, the same for everybody. */
export const PRECACHE_PREFIX = "serwist-precache";

/** How many screens (distinct URLs, month and filters included) are kept, newest first. */
export const KEPT_SCREENS = 60;

/** A screen of the app (never a login, reset or confirmation page, nor a public page). */
export function keepsScreenOffline(pathname: string): boolean {
  return isProtectedPath(pathname);
}

/** API reads worth keeping: not sign-in, health, billing, push or cron, which only make sense live. */
const LIVE_ONLY_API = ["/api/v1/auth/", "/api/v1/health", "/api/v1/stripe/", "/api/v1/push/", "/api/v1/cron/"];

export function keepsAnswerOffline(pathname: string): boolean {
  return pathname.startsWith("/api/v1/") && !LIVE_ONLY_API.some((prefix) => pathname.startsWith(prefix));
}

/** The caches that hold something of the person: every one except the build's precache. */
export function isPersonalCache(name: string): boolean {
  return !name.startsWith(PRECACHE_PREFIX);
}
