import "server-only";
import { createPersonSlots } from "@/server/attachments/person-slots";

const slotMessage = (doing: string) => `Você já tem 2 anexos sendo ${doing}. Aguarde um terminar e tente novamente.`;

/** Both caps alike: two at once, ten waiting, try again in 30 s. */
const cap = { max: 2, maxWaiting: 10, retryAfterSeconds: 30 };

export const downloadSlotMessage = slotMessage("baixados");
export const uploadSlotMessage = slotMessage("enviados");

/**
 * Receipts one person may be downloading and sending at once, in this process; ten more of each
 * wait their turn (a download up to 15 s, an upload up to a minute, behind a slow one).
 */
export const receiptDownloads = createPersonSlots({
  ...cap,
  waitMs: 15_000,
  message: downloadSlotMessage,
});
export const receiptUploads = createPersonSlots({
  ...cap,
  waitMs: 60_000,
  message: uploadSlotMessage,
});
