import "server-only";
import type { NextRequest } from "next/server";
import { env } from "@/lib/env";
import { SESSION_COOKIE } from "@/lib/session-cookie";

export { SESSION_COOKIE };

/** The session token: `Authorization: Bearer …` (the API contract) or the httpOnly cookie. */
export function readSessionToken(req: NextRequest): { token: string | null; fromCookie: boolean } {
  const header = req.headers.get("authorization");
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  if (match?.[1]) return { token: match[1], fromCookie: false };
  const cookie = req.cookies.get(SESSION_COOKIE)?.value;
  return cookie ? { token: cookie, fromCookie: true } : { token: null, fromCookie: false };
}

/** A cookie-authenticated write must come from our own pages (CSRF defence). */
export function isSameOriginRequest(req: NextRequest): boolean {
  const fetchSite = req.headers.get("sec-fetch-site");
  if (fetchSite) return fetchSite === "same-origin" || fetchSite === "none";
  const origin = req.headers.get("origin");
  if (!origin) return false;
  const allowed = new Set([new URL(env.APP_URL).origin, req.nextUrl.origin]);
  return allowed.has(origin);
}
