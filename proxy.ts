import { NextResponse } from "next/server";
import type { NextRequest } from "next/server";
import { env } from "@/lib/env";
import { SESSION_COOKIE, sessionCookieOptions } from "@/lib/session-cookie";
import { PATHNAME_HEADER, REQUEST_PATH_HEADER, isProtectedPath } from "@/lib/protected-paths";
import { loginPath } from "@/lib/login-redirect";
import { NONCE_HEADER, buildContentSecurityPolicy, createNonce } from "@/lib/security-headers";
import { MALFORMED_PAGE_REWRITE, hasMalformedEncoding, malformedPathMessage } from "@/lib/malformed-path";
import { logger } from "@/lib/server/logger";
import { newRequestId } from "@/lib/server/request-context";

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
  const malformed = hasMalformedEncoding(pathname);
  if (malformed && isApiPath(pathname)) return malformedApiPath(request);
  if (!malformed && isApiPath(pathname)) return NextResponse.next();
  if (malformed) logMalformedPath(request, null);
  if (!malformed && isProtectedPath(pathname) && !request.cookies.has(SESSION_COOKIE)) {
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
  // A page on a path Next cannot decode: the 404 page, rendered for a path no route matches.
  const response = malformed
    ? NextResponse.rewrite(new URL(MALFORMED_PAGE_REWRITE, request.url), { request: { headers } })
    : NextResponse.next({ request: { headers } });
  response.headers.set("Content-Security-Policy", policy);
  const session = request.cookies.get(SESSION_COOKIE)?.value;
  if (session && isProtectedPath(pathname)) {
    response.cookies.set(SESSION_COOKIE, session, sessionCookieOptions(process.env.NODE_ENV === "production"));
  }
  return response;
}

const isApiPath = (pathname: string) => pathname === "/api" || pathname.startsWith("/api/");

function logMalformedPath(request: NextRequest, requestId: string | null) {
  logger.warn(
    { ...(requestId ? { requestId } : {}), method: request.method, path: request.nextUrl.pathname },
    "endereço com codificação malformada",
  );
}

/**
 * An API path Next could not decode: the JSON 400 every other bad request gets (the static
 * security headers and the API's policy come from next.config.ts, as on every answer).
 */
function malformedApiPath(request: NextRequest) {
  const requestId = newRequestId();
  logMalformedPath(request, requestId);
  return NextResponse.json(
    { message: malformedPathMessage, code: "bad_request" },
    { status: 400, headers: { "Cache-Control": "no-store", "X-Request-Id": requestId } },
  );
}

export const config = {
  matcher: [
    // Pages: not the API (its own static policy), build assets, or files served as they are.
    "/((?!api(?:/|$)|_next/static|_next/image|favicon\\.ico|icon\\.svg|robots\\.txt).*)",
    // The API only where a path holds percent-encoding, which may not decode.
    "/api/:rest(.*%.*)",
  ],
};
