// GET /api/v1/open-finance/review?page= — the rows the bank brought that wait for review, a page at a time
import { db } from "@/lib/server/db";
import { ok } from "@/server/http/responses";
import { route } from "@/server/http/route";
import { methodsNotAllowed } from "@/server/http/fallback-handlers";
import { reviewPageQuery } from "@/lib/schemas/open-finance-review";
import { listReviewRows } from "@/server/open-finance/list-review-rows";

export const dynamic = "force-dynamic";

export const GET = route({ access: "subscriber", query: reviewPageQuery }, async ({ user, query }) =>
  ok(await listReviewRows(db, user.id, query.page)),
);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed({ GET });
