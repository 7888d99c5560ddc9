// POST /api/v1/push/subscriptions — this browser gets the caller's pushes; DELETE — it stops
import { db } from "@/lib/server/db";
import { created, noContent } from "@/server/http/responses";
import { route } from "@/server/http/route";
import { methodsNotAllowed } from "@/server/http/fallback-handlers";
import { pushSubscriptionInput, pushUnsubscribeInput } from "@/lib/schemas/push";
import { savePushSubscription } from "@/server/push/save-push-subscription";
import { deletePushSubscription } from "@/server/push/delete-push-subscription";

export const POST = route({ access: "user", body: pushSubscriptionInput }, async ({ user, body }) =>
  created(await savePushSubscription(db, user.id, body)),
);

export const DELETE = route({ access: "user", body: pushUnsubscribeInput }, async ({ user, body }) => {
  await deletePushSubscription(db, user.id, body.endpoint);
  return noContent();
});

export const { GET, PUT, PATCH } = methodsNotAllowed({ POST, DELETE });
