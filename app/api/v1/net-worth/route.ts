// GET /api/v1/net-worth?from=YYYY-MM&to=YYYY-MM — what the person owns and owes, month by month
import { db } from "@/lib/server/db";
import { ok } from "@/server/http/responses";
import { route } from "@/server/http/route";
import { methodsNotAllowed } from "@/server/http/fallback-handlers";
import { netWorthQuery } from "@/lib/schemas/net-worth";
import { netWorthHistory } from "@/server/wealth/net-worth-history";

export const GET = route({ access: "subscriber", query: netWorthQuery }, async ({ user, query }) =>
  ok(await netWorthHistory(db, user.id, query)),
);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed({ GET });
