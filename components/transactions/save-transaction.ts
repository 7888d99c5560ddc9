import { toast } from "@/components/toast/toast";
import type { TransactionRequest } from "@/components/transactions/transaction-request";
import { apiFetch, errorMessage } from "@/lib/client/api-client";
import { isNetworkFailure } from "@/lib/client/send-queued-entries";

/**
 * Sends a filled transaction form's request, then says so (`saved`, with `description`) and calls
 * `onSaved`; a refusal says "Erro ao salvar" with the server's reason. With `keepUnanswered`, a
 * request that got no answer at all (offline, a dropped connection) goes there instead: the "+"
 * sheet keeps the entry on the device. The transaction dialog and the "+" sheet share it.
 */
export async function saveTransaction(
  request: TransactionRequest,
  {
    saved,
    description,
    idempotencyKey,
    onSaved,
    keepUnanswered,
  }: {
    saved: string;
    description?: string;
    /** Every copy of one entry (a retry, the offline queue) carries the same key. */
    idempotencyKey?: string;
    onSaved: () => void;
    keepUnanswered?: () => Promise<void>;
  },
): Promise<void> {
  try {
    await apiFetch(request.path, {
      method: request.method,
      body: request.body,
      headers: idempotencyKey ? { "Idempotency-Key": idempotencyKey } : undefined,
    });
    toast.success(saved, { description });
    onSaved();
  } catch (error) {
    if (keepUnanswered && isNetworkFailure(error)) return keepUnanswered();
    toast.error("Erro ao salvar", { description: errorMessage(error, "Não foi possível salvar a transação") });
  }
}
