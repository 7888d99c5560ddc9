import { NextResponse } from "next/server";
import type { NextRequest } from "next/server";
import { env } from "@/lib/env";
import { SESSION_COOKIE, sessionCookieOptions } from "@/lib/session-cookie";
import { PATHNAME_HEADER, REQUEST_PATH_HEADER, isProtectedPath } from "@/lib/protected-paths";
import { loginPath } from "@/lib/login-redirect";
import { NONCE_HEADER, buildContentSecurityPolicy, createNonce } from "@/lib/security-headers";

/**
 * Every page gets a fresh nonce and the policy that only lets scripts carrying it run; Next.js reads
 * the nonce from the request's policy and puts it on its own scripts.
 *
 * Coarse guard only: a protected screen without a session cookie goes to /auth/login, carrying the
 * screen (path and query) in `next` so the login can return there. Whether the
 * session is live and the subscription allows the screen is decided by each page's own guard.
 * A protected screen loaded with the cookie renews its max-age, as the server slides the session:
 * someone who uses Bolso every day is never logged out by the cookie's 30 days.
 */
export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  if (isProtectedPath(pathname) && !request.cookies.has(SESSION_COOKIE)) {
    return NextResponse.redirect(new URL(loginPath(`${pathname}${search}`), request.url));
  }
  const nonce = createNonce();
  const policy = buildContentSecurityPolicy({
    nonce,
    development: process.env.NODE_ENV === "development",
    stripeApiBase: env.STRIPE_API_BASE,
    https: env.APP_URL.startsWith("https:"),
    bankWidget: pathname === "/connections" ? { pluggyApiUrl: env.PLUGGY_API_URL } : undefined,
  });
  const headers = new Headers(request.headers);
  headers.set(PATHNAME_HEADER, pathname);
  headers.set(REQUEST_PATH_HEADER, `${pathname}${search}`);
  headers.set(NONCE_HEADER, nonce);
  headers.set("Content-Security-Policy", policy);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set("Content-Security-Policy", policy);
  const session = request.cookies.get(SESSION_COOKIE)?.value;
  if (session && isProtectedPath(pathname)) {
    response.cookies.set(SESSION_COOKIE, session, sessionCookieOptions(process.env.NODE_ENV === "production"));
  }
  return response;
}

export const config = {
  matcher: [
    // Pages only: not the API (its own static policy), build assets, or files served as they are.
    "/((?!api(?:/|$)|_next/static|_next/image|favicon\\.ico|icon\\.svg|robots\\.txt).*)",
  ],
};
