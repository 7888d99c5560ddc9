import "server-only";
import { AppError } from "@/lib/errors";

/** Downloads (CSV report, account export) one person may have running at once, per instance. */
const MAX_OPEN_EXPORTS = 2;

const open = new Map<string, number>();

export const exportSlotMessage =
  "Você já tem 2 downloads em andamento. Aguarde um terminar e tente novamente.";

/**
 * Claims one of the person's download slots, or refuses with a 429; the function it returns gives
 * the slot back (once, however often it is called).
 */
export function takeExportSlot(userId: string): () => void {
  const taken = open.get(userId) ?? 0;
  if (taken >= MAX_OPEN_EXPORTS) {
    throw new AppError("too_many_requests", exportSlotMessage, {
      headers: { "Retry-After": "30" },
    });
  }
  open.set(userId, taken + 1);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const left = (open.get(userId) ?? 1) - 1;
    if (left <= 0) open.delete(userId);
    else open.set(userId, left);
  };
}
