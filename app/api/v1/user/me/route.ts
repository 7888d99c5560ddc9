// GET /api/v1/user/me — the signed-in user (refetched by the app on start and after payment)
import { route } from "@/lib/api/route";
import { ok } from "@/lib/api/responses";
import { readSessionToken } from "@/lib/api/request-auth";
import { setSessionCookie } from "@/server/auth/session-cookie";
import { toUserJson } from "@/server/users/to-user-json";

export const GET = route({ access: "user" }, async ({ user, req }) => {
  const res = ok(toUserJson(user));
  // The session slides on the server; renew the cookie's lifetime with it.
  const { token, fromCookie } = readSessionToken(req);
  return fromCookie && token ? setSessionCookie(res, token) : res;
});
