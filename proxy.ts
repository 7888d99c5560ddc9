import { NextResponse } from "next/server";
import type { NextRequest } from "next/server";
import { SESSION_COOKIE } from "@/lib/session-cookie";
import { PATHNAME_HEADER, isProtectedPath } from "@/lib/protected-paths";

/**
 * Coarse guard only: a protected screen without a session cookie goes to /auth/login. Whether the
 * session is live and the subscription allows the screen is decided by the protected layout.
 */
export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (isProtectedPath(pathname) && !request.cookies.has(SESSION_COOKIE)) {
    return NextResponse.redirect(new URL("/auth/login", request.url));
  }
  const headers = new Headers(request.headers);
  headers.set(PATHNAME_HEADER, pathname);
  return NextResponse.next({ request: { headers } });
}

export const config = {
  matcher: [
    "/dashboard/:path*",
    "/categories/:path*",
    "/transactions/:path*",
    "/objectives/:path*",
    "/payments/:path*",
    "/recurring-payments/:path*",
    "/profile/:path*",
    "/settings/:path*",
    "/subscription/:path*",
  ],
};
