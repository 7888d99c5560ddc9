// GET /api/v1/payees[?q=][&page=N][&pageSize=1..200] — a page of the user's favorecidos by name
// (X-Total-Count and Link tell the rest); POST /api/v1/payees — a new one
import { db } from "@/lib/server/db";
import { created, ok } from "@/server/http/responses";
import { route } from "@/server/http/route";
import { pageLinks } from "@/server/http/page-links";
import { methodsNotAllowed } from "@/server/http/fallback-handlers";
import { createPayee } from "@/server/payees/create-payee";
import { listPayees } from "@/server/payees/list-payees";
import { payeeInput, payeeListQuery } from "@/lib/schemas/payees";

export const dynamic = "force-dynamic";

export const GET = route({ access: "subscriber", query: payeeListQuery }, async ({ req, user, query }) => {
  const { payees, total } = await listPayees(db, user.id, query);
  return ok(payees, { headers: pageLinks(req.nextUrl, { page: query.page, pageSize: query.pageSize, total }) });
});

export const POST = route({ access: "subscriber", body: payeeInput }, async ({ user, body }) =>
  created(await createPayee(db, user.id, body)),
);

export const { PUT, PATCH, DELETE } = methodsNotAllowed({ GET, POST });
