// POST /api/v1/open-finance/webhook — Pluggy's events: token in the URL or secret header, deduplicated, only queued
import { AppError } from "@/lib/errors";
import { db } from "@/lib/server/db";
import { methodsNotAllowed } from "@/server/http/fallback-handlers";
import { DEFAULT_BODY_LIMIT_BYTES, readJsonBody } from "@/server/http/read-json-body";
import { ok } from "@/server/http/responses";
import { route } from "@/server/http/route";
import { receivePluggyWebhook } from "@/server/open-finance/receive-pluggy-webhook";
import { WEBHOOK_SECRET_HEADER } from "@/server/open-finance/webhook-token";

export const POST = route({ access: "public" }, async ({ req }) => {
  // A body that is not clean JSON is no event: the token decides between 401 and "ignored".
  const body = await readJsonBody(req, DEFAULT_BODY_LIMIT_BYTES).catch((error: unknown) => {
    if (error instanceof AppError && error.code === "bad_request") return null;
    throw error;
  });
  const outcome = await receivePluggyWebhook(
    db,
    { token: req.nextUrl.searchParams.get("token"), headerSecret: req.headers.get(WEBHOOK_SECRET_HEADER) },
    body,
  );
  return ok({ received: true, outcome });
});

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed({ POST });
