import "server-only";
import type { SessionUser } from "@/server/auth/resolve-session";

export type UserJson = ReturnType<typeof toUserJson>;

/** The user as the API shows it: `_id` as in the spec, never a secret column. */
export function toUserJson(user: Pick<SessionUser, "id" | "name" | "email" | "subscriptionStatus" | "vipAccess">) {
  return {
    _id: user.id,
    name: user.name,
    email: user.email,
    subscriptionStatus: user.subscriptionStatus,
    vipAccess: user.vipAccess,
  };
}
