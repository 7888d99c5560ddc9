import "server-only";
import type { DbOrTx } from "@/lib/server/db";
import { AppError } from "@/lib/errors";
import { pushMessages, type PushTestJson } from "@/lib/schemas/push";
import { consumeRateLimit } from "@/server/auth/rate-limit";
import { pushToUser } from "@/server/push/push-to-user";
import { requireVapidKeys } from "@/server/push/vapid-keys";

/** POST /push/test: "Notificações ativadas" on every device of the caller, at once. */
export async function sendTestPush(db: DbOrTx, userId: string): Promise<PushTestJson> {
  const keys = await requireVapidKeys();
  // Per person only: the account is the signed-in user's id, so no IP budget applies.
  await consumeRateLimit("pushTest", { ip: "", account: userId });
  const totals = await pushToUser(
    db,
    userId,
    {
      title: "Notificações ativadas",
      body: "É assim que o Bolso vai avisar sobre contas, faturas e orçamentos.",
      url: "/settings",
      tag: "push-test",
    },
    keys,
    { ttlSeconds: 5 * 60 },
  );
  if (totals.sent + totals.removed + totals.failed === 0) throw new AppError("conflict", pushMessages.noDevices);
  return totals;
}
