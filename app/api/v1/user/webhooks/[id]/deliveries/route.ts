// GET /api/v1/user/webhooks/{id}/deliveries — the webhook's last 50 deliveries
import { db } from "@/lib/server/db";
import { ok } from "@/server/http/responses";
import { route } from "@/server/http/route";
import { methodsNotAllowed } from "@/server/http/fallback-handlers";
import { webhookParams } from "@/lib/schemas/webhooks";
import { listWebhookDeliveries } from "@/server/webhooks/list-webhook-deliveries";

export const GET = route({ access: "user", tokens: "never", params: webhookParams }, async ({ user, params }) =>
  ok(await listWebhookDeliveries(db, user.id, params.id)),
);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed({ GET });
