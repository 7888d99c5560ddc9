// GET /api/v1/transaction/quick-entry — what the phone's "+" sheet chooses from and starts with
import { db } from "@/lib/server/db";
import { ok } from "@/server/http/responses";
import { route } from "@/server/http/route";
import { getQuickEntry } from "@/server/transactions/get-quick-entry";
import { methodsNotAllowed } from "@/server/http/fallback-handlers";

export const dynamic = "force-dynamic";

export const GET = route({ access: "subscriber" }, async ({ user }) => ok(await getQuickEntry(db, user.id)));

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed({ GET });
