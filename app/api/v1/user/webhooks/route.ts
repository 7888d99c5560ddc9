// GET /api/v1/user/webhooks — the person's webhooks; POST — a new one, its secret shown only here
import { db } from "@/lib/server/db";
import { created, ok } from "@/server/http/responses";
import { route } from "@/server/http/route";
import { methodsNotAllowed } from "@/server/http/fallback-handlers";
import { createWebhookInput } from "@/lib/schemas/webhooks";
import { createWebhook } from "@/server/webhooks/create-webhook";
import { listWebhooks } from "@/server/webhooks/list-webhooks";

export const GET = route({ access: "user", tokens: "never" }, async ({ user }) => ok(await listWebhooks(db, user.id)));

export const POST = route({ access: "user", tokens: "never", body: createWebhookInput }, async ({ user, body }) =>
  created(await createWebhook(db, user.id, body)),
);

export const { PUT, PATCH, DELETE } = methodsNotAllowed({ GET, POST });
