import "server-only";
import { webhooksLoopbackAllowed } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { webhookMessages } from "@/lib/schemas/webhooks";
import { assertPublicEndpoint, type Resolve } from "@/server/shared/outbound-guard";
import { webhooksAvailable } from "@/server/webhooks/secret-box";

/** Refuses a webhook URL the server must not POST to (server/shared/outbound-guard.ts). */
export function assertWebhookUrl(url: string, resolve?: Resolve): Promise<URL> {
  return assertPublicEndpoint(url, {
    messages: {
      invalid: webhookMessages.urlInvalid,
      notHttps: webhookMessages.urlNotHttps,
      notPublic: webhookMessages.urlNotPublic,
      unresolved: webhookMessages.urlUnresolved,
    },
    loopbackAllowed: webhooksLoopbackAllowed,
    ...(resolve ? { resolve } : {}),
  });
}

/** Production without WEBHOOKS_SECRET_KEY keeps no signing secret: 503. */
export function assertWebhooksAvailable(): void {
  if (!webhooksAvailable()) throw new AppError("unavailable", webhookMessages.unavailable);
}
