import "server-only";
import type { UserJson } from "@/lib/schemas/users";
import type { SessionUser } from "@/server/auth/resolve-session";
import { runningTrialEnd } from "@/lib/format/trial";

export type { UserJson };

/** The user as the API shows it, never a secret column. */
export function toUserJson(
  user: Pick<SessionUser, "id" | "name" | "email" | "subscriptionStatus" | "vipAccess"> &
    Partial<Pick<SessionUser, "trialEndsAt">>,
): UserJson {
  const trialEndsAt =
    user.subscriptionStatus === "active" ? runningTrialEnd(user.trialEndsAt ?? null) : undefined;
  return {
    ...(trialEndsAt ? { trialEndsAt } : {}),
    _id: user.id,
    name: user.name,
    email: user.email,
    subscriptionStatus: user.subscriptionStatus,
    vipAccess: user.vipAccess,
  };
}
