import "server-only";
import { cache } from "react";
import { cookies, headers } from "next/headers";
import { redirect } from "next/navigation";
import { db } from "@/lib/server/db";
import { loginPath } from "@/lib/login-redirect";
import { REQUEST_PATH_HEADER } from "@/lib/protected-paths";
import { SESSION_COOKIE } from "@/lib/session-cookie";
import { hasFullAccess } from "@/server/auth/assert-subscription-access";
import { resolveSession, type SessionUser } from "@/server/auth/resolve-session";

/** The request's session, resolved once per render however many components ask for it. */
export const getPageSession = cache(async () => {
  const token = (await cookies()).get(SESSION_COOKIE)?.value;
  return token ? resolveSession(db, token) : null;
});

/**
 * The guard every protected page runs itself (a layout is not re-rendered on client navigation,
 * so a guard there alone would let a sidebar click through): no live session → /auth/login, with
 * the screen in `next`; no access (not active, not VIP, billing on) → /subscription, unless the
 * page is one that lets the user fix that (`subscription: false`).
 */
export async function requirePageUser(options: { subscription?: boolean } = {}): Promise<SessionUser> {
  const session = await getPageSession();
  if (!session) redirect(loginPath((await headers()).get(REQUEST_PATH_HEADER)));
  if (options.subscription !== false && !hasFullAccess(session.user)) redirect("/subscription");
  return session.user;
}
