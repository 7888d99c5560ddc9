import "server-only";
import { cache } from "react";
import { cookies, headers } from "next/headers";
import { redirect } from "next/navigation";
import { db } from "@/lib/server/db";
import { SESSION_COOKIE } from "@/server/http/request-auth";
import { hasFullAccess } from "@/server/auth/assert-subscription-access";
import { PATHNAME_HEADER, isSubscriptionExempt } from "@/lib/protected-paths";
import { resolveSession } from "@/server/auth/resolve-session";
import { toUserJson } from "@/server/users/to-user-json";
import type { UserJson } from "@/server/users/to-user-json";

/**
 * The protected layout's guard: no live session → /auth/login; no access (not active, not VIP,
 * billing on) → /subscription, except on the screens that let the user fix that.
 */
export const getShellUser = cache(async (): Promise<UserJson> => {
  const token = (await cookies()).get(SESSION_COOKIE)?.value;
  const session = token ? await resolveSession(db, token) : null;
  if (!session) redirect("/auth/login");
  if (!hasFullAccess(session.user)) {
    const pathname = (await headers()).get(PATHNAME_HEADER) ?? "";
    if (!isSubscriptionExempt(pathname)) redirect("/subscription");
  }
  return toUserJson(session.user);
});
