import "server-only";
import type { NextResponse } from "next/server";
import { env } from "@/lib/env";
import { SESSION_COOKIE, sessionCookieOptions } from "@/lib/session-cookie";

export function setSessionCookie(res: NextResponse, token: string): NextResponse {
  res.cookies.set(SESSION_COOKIE, token, sessionCookieOptions(env.NODE_ENV === "production"));
  return res;
}

export function clearSessionCookie(res: NextResponse): NextResponse {
  res.cookies.set(SESSION_COOKIE, "", sessionCookieOptions(env.NODE_ENV === "production", 0));
  return res;
}
