// GET, POST /api/v1/loans — the person's loans; one typed by hand
import { db } from "@/lib/server/db";
import { created, ok } from "@/server/http/responses";
import { route } from "@/server/http/route";
import { methodsNotAllowed } from "@/server/http/fallback-handlers";
import { loanInput } from "@/lib/schemas/loan";
import { createLoan } from "@/server/wealth/create-loan";
import { listLoans } from "@/server/wealth/list-loans";

export const GET = route({ access: "subscriber" }, async ({ user }) => ok(await listLoans(db, user.id)));

export const POST = route({ access: "subscriber", body: loanInput }, async ({ user, body }) =>
  created(await createLoan(db, user.id, body)),
);

export const { PUT, PATCH, DELETE } = methodsNotAllowed({ GET, POST });
