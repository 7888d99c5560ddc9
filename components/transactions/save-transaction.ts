import { toast } from "@/components/toast/toast";
import type { TransactionRequest } from "@/components/transactions/transaction-request";
import { apiFetch, errorMessage } from "@/lib/client/api-client";
import { isNetworkFailure } from "@/lib/client/send-queued-entries";
import type { TransactionJson } from "@/lib/schemas/transactions";

/**
 * Sends a filled transaction form's request, then says so (`saved`, with `description`) and calls
 * `onSaved` with the saved row's id (a new purchase's first parcela); a refusal says "Erro ao salvar" with the server's reason. With `keepUnanswered`, a
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
    onSaved: (savedId: string | undefined) => void | Promise<void>;
    keepUnanswered?: () => Promise<void>;
  },
): Promise<void> {
  let answer: TransactionJson | TransactionJson[] | undefined;
  try {
    answer = await apiFetch<TransactionJson | TransactionJson[]>(request.path, {
      method: request.method,
      body: request.body,
      headers: idempotencyKey ? { "Idempotency-Key": idempotencyKey } : undefined,
    });
  } catch (error) {
    if (keepUnanswered && isNetworkFailure(error)) return keepUnanswered();
    toast.error("Erro ao salvar", { description: errorMessage(error, "Não foi possível salvar a transação") });
    return;
  }
  toast.success(saved, { description });
  await onSaved(Array.isArray(answer) ? answer[0]?._id : answer?._id);
}
