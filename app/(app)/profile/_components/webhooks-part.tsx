import { WebhooksPanel } from "@/components/webhooks/webhooks-panel";
import { db } from "@/lib/server/db";
import { dataOrNull, loadPart } from "@/lib/server/load-part";
import { listWebhooks } from "@/server/webhooks/list-webhooks";
import { webhooksAvailable } from "@/server/webhooks/secret-box";

/** Perfil's "Webhooks" part: the person's webhooks, read on the server. */
export async function WebhooksPart({ userId }: { userId: string }) {
  const available = webhooksAvailable();
  const webhooks = available ? dataOrNull(await loadPart("profile: webhooks", () => listWebhooks(db, userId))) : [];
  return <WebhooksPanel webhooks={webhooks} available={available} />;
}
