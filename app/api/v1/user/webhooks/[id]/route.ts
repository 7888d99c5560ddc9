// PATCH /api/v1/user/webhooks/{id} — its events, or on/off; DELETE — it and its deliveries go
import { db } from "@/lib/server/db";
import { noContent, ok } from "@/server/http/responses";
import { route } from "@/server/http/route";
import { methodsNotAllowed } from "@/server/http/fallback-handlers";
import { updateWebhookInput, webhookParams } from "@/lib/schemas/webhooks";
import { deleteWebhook } from "@/server/webhooks/delete-webhook";
import { updateWebhook } from "@/server/webhooks/update-webhook";

export const PATCH = route({ access: "user", tokens: "never", params: webhookParams, body: updateWebhookInput }, async ({ user, params, body }) =>
  ok(await updateWebhook(db, user.id, params.id, body)),
);

export const DELETE = route({ access: "user", tokens: "never", params: webhookParams }, async ({ user, params }) => {
  await deleteWebhook(db, user.id, params.id);
  return noContent();
});

export const { GET, POST, PUT } = methodsNotAllowed({ PATCH, DELETE });
