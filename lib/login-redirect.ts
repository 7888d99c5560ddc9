import { isProtectedPath } from "@/lib/protected-paths";

// Shared by proxy.ts, the page guard, the login page and the browser's API client.

export const LOGIN_PATH = "/auth/login";
export const AFTER_LOGIN_PATH = "/dashboard";

/** Only used to resolve a path; a `next` that leaves this origin is refused. */
const PROBE_ORIGIN = "http://bolso.invalid";
const MAX_NEXT_LENGTH = 2048;

/**
 * The place to return to after login, or null: only a screen of the app on this origin. Anything
 * that could leave it (`https://…`, `//host`, `/\host`, `javascript:`, control characters, encoded
 * slashes or backslashes in the path) is refused, so `next` can never be an open redirect.
 */
export function safeNextPath(value: unknown): string | null {
  if (typeof value !== "string" || value.length > MAX_NEXT_LENGTH) return null;
  if (!value.startsWith("/") || value.startsWith("//") || value.includes("\\")) return null;
  // Browsers drop tabs and newlines inside URLs, so "/\t/host" would become "//host".
  if (/[\u0000-\u0020\u007f]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN) return null;
  if (/%(2f|5c)/i.test(url.pathname) || !isProtectedPath(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * An auth screen (login, sign-up, confirmation) carrying where to go back to when that place is one
 * we would follow: sign-up passes it to the confirmation, and the confirmation to the login.
 */
export function authPath(path: string, next?: string | null): string {
  const safe = safeNextPath(next);
  return safe ? `${path}?next=${encodeURIComponent(safe)}` : path;
}

/** The login screen, carrying where to go back to when that place is one we would follow. */
export function loginPath(next?: string | null): string {
  return authPath(LOGIN_PATH, next);
}
