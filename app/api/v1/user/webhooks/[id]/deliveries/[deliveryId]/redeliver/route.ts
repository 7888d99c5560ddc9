// POST /api/v1/user/webhooks/{id}/deliveries/{deliveryId}/redeliver — "Reenviar": the event again
import { db } from "@/lib/server/db";
import { created } from "@/server/http/responses";
import { route } from "@/server/http/route";
import { methodsNotAllowed } from "@/server/http/fallback-handlers";
import { webhookDeliveryParams } from "@/lib/schemas/webhooks";
import { redeliverWebhookDelivery } from "@/server/webhooks/redeliver-webhook-delivery";

export const POST = route({ access: "user", tokens: "never", params: webhookDeliveryParams }, async ({ user, params }) =>
  created(await redeliverWebhookDelivery(db, user.id, { webhookId: params.id, deliveryId: params.deliveryId })),
);

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed({ POST });
