// GET /api/v1/auth/status — whether the session is valid, plus the user
import { route } from "@/server/http/route";
import { ok } from "@/server/http/responses";
import { toUserJson } from "@/server/users/to-user-json";
import { methodsNotAllowed } from "@/server/http/fallback-handlers";

export const GET = route({ access: "public" }, async ({ user }) =>
  ok({ valid: user !== null, user: user ? toUserJson(user) : null }),
);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed({ GET });
