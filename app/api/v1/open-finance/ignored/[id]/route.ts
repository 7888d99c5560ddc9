// DELETE /api/v1/open-finance/ignored/{id} — "Desfazer": the bank row comes back, waiting for review
import { db } from "@/lib/server/db";
import { ignoredParams } from "@/lib/schemas/open-finance-links";
import { methodsNotAllowed } from "@/server/http/fallback-handlers";
import { ok } from "@/server/http/responses";
import { route } from "@/server/http/route";
import { restoreIgnoredRow } from "@/server/open-finance/restore-ignored-row";

export const dynamic = "force-dynamic";

export const DELETE = route({ access: "subscriber", params: ignoredParams }, async ({ user, params }) =>
  ok(await restoreIgnoredRow(db, user.id, params.id)),
);

export const { GET, POST, PUT, PATCH } = methodsNotAllowed({ DELETE });
