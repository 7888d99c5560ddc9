// GET, PATCH, DELETE /api/v1/user/me — the signed-in user: read, rename, close the account
import { db } from "@/lib/server/db";
import { route } from "@/server/http/route";
import { noContent, ok } from "@/server/http/responses";
import { readSessionToken } from "@/server/http/request-auth";
import { clientIp } from "@/server/auth/client-ip";
import { clearSessionCookie, setSessionCookie } from "@/server/auth/session-cookie";
import { deleteAccountInput, profilePatch } from "@/lib/schemas/users";
import { deleteAccount } from "@/server/account/delete-account";
import { toUserJson } from "@/server/users/to-user-json";
import { updateProfile } from "@/server/users/update-profile";
import { methodsNotAllowed } from "@/server/http/fallback-handlers";

export const GET = route({ access: "user" }, async ({ user, req }) => {
  const res = ok(toUserJson(user));
  // The session slides on the server; renew the cookie's lifetime with it.
  const { token, fromCookie } = readSessionToken(req);
  return fromCookie && token ? setSessionCookie(res, token) : res;
});

export const PATCH = route({ access: "user", body: profilePatch }, async ({ user, body }) =>
  ok(await updateProfile(db, user.id, body)),
);

export const DELETE = route({ access: "user", body: deleteAccountInput }, async ({ user, body, req }) => {
  await deleteAccount(db, user, body, { ip: clientIp(req) });
  return clearSessionCookie(noContent());
});

export const { POST, PUT } = methodsNotAllowed({ GET, PATCH, DELETE });
