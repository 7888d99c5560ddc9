import "server-only";
import type { NextResponse } from "next/server";
import { env } from "@/lib/env";
import { SESSION_COOKIE, SESSION_TTL_MS } from "@/server/auth/session-token";

/** httpOnly so scripts never see the token; Lax so cross-site posts do not carry it. */
export function setSessionCookie(res: NextResponse, token: string): NextResponse {
  res.cookies.set(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: "lax",
    secure: env.NODE_ENV === "production",
    path: "/",
    maxAge: Math.floor(SESSION_TTL_MS / 1000),
  });
  return res;
}

export function clearSessionCookie(res: NextResponse): NextResponse {
  res.cookies.set(SESSION_COOKIE, "", {
    httpOnly: true,
    sameSite: "lax",
    secure: env.NODE_ENV === "production",
    path: "/",
    maxAge: 0,
  });
  return res;
}
