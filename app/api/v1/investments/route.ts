// GET, POST /api/v1/investments — the person's investments; one typed by hand
import { db } from "@/lib/server/db";
import { created, ok } from "@/server/http/responses";
import { route } from "@/server/http/route";
import { methodsNotAllowed } from "@/server/http/fallback-handlers";
import { investmentInput } from "@/lib/schemas/investment";
import { createInvestment } from "@/server/wealth/create-investment";
import { listInvestments } from "@/server/wealth/list-investments";

export const GET = route({ access: "subscriber" }, async ({ user }) => ok(await listInvestments(db, user.id)));

export const POST = route({ access: "subscriber", body: investmentInput }, async ({ user, body }) =>
  created(await createInvestment(db, user.id, body)),
);

export const { PUT, PATCH, DELETE } = methodsNotAllowed({ GET, POST });
