// GET /api/v1/open-finance/ignored — the bank rows the person deleted or ignored ("Ignorados")
import { db } from "@/lib/server/db";
import { methodsNotAllowed } from "@/server/http/fallback-handlers";
import { ok } from "@/server/http/responses";
import { route } from "@/server/http/route";
import { listIgnoredRows } from "@/server/open-finance/list-ignored-rows";

export const dynamic = "force-dynamic";

export const GET = route({ access: "subscriber" }, async ({ user }) => ok(await listIgnoredRows(db, user.id)));

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed({ GET });
