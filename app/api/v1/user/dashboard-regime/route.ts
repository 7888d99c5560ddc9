// PUT /api/v1/user/dashboard-regime — remember how the dashboard counts card purchases
import { db } from "@/lib/server/db";
import { ok } from "@/server/http/responses";
import { route } from "@/server/http/route";
import { methodsNotAllowed } from "@/server/http/fallback-handlers";
import { dashboardRegimeInput } from "@/lib/schemas/dashboard-regime";
import { setDashboardRegime } from "@/server/users/set-dashboard-regime";

export const PUT = route({ access: "subscriber", body: dashboardRegimeInput }, async ({ user, body }) =>
  ok(await setDashboardRegime(db, user.id, body.regime)),
);

export const { GET, POST, PATCH, DELETE } = methodsNotAllowed({ PUT });
