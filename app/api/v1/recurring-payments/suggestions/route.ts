// GET /api/v1/recurring-payments/suggestions — payees that look like subscriptions (charged every
// month on the same day and amount for three months), not yet followed nor turned down
import { db } from "@/lib/server/db";
import { ok } from "@/server/http/responses";
import { route } from "@/server/http/route";
import { methodsNotAllowed } from "@/server/http/fallback-handlers";
import { listRecurringSuggestions } from "@/server/recurring-payments/list-recurring-suggestions";

export const dynamic = "force-dynamic";

export const GET = route({ access: "subscriber" }, async ({ user }) => ok(await listRecurringSuggestions(db, user.id)));

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed({ GET });
