import "server-only";
import { AppError } from "@/lib/errors";
import type { Db } from "@/lib/server/db";
import { pluggyEvent } from "@/lib/schemas/pluggy-event";
import { handlePluggyEvent, type PluggyEventOutcome } from "@/server/open-finance/handle-pluggy-event";
import { isWebhookTokenValid } from "@/server/open-finance/webhook-token";

export const WEBHOOK_UNAUTHORIZED_MESSAGE = "Webhook sem o token da conexão bancária.";

/**
 * A request to the webhook: without this server's token (in the URL) or secret (in the header) it is a 401 and changes nothing; a body
 * that is not an event is answered 2xx and ignored, so Pluggy does not retry it forever.
 */
export async function receivePluggyWebhook(
  db: Db,
  proof: { token: string | null; headerSecret: string | null },
  body: unknown,
): Promise<PluggyEventOutcome> {
  if (!isWebhookTokenValid(proof.token, proof.headerSecret)) throw new AppError("unauthorized", WEBHOOK_UNAUTHORIZED_MESSAGE);
  const event = pluggyEvent.safeParse(body);
  if (!event.success) return "ignored";
  return handlePluggyEvent(db, event.data);
}
