"use client";

import { toast } from "@/components/toast/toast";
import { quickEntryTexts } from "@/components/quick-entry/quick-entry-texts";
import { sendQueuedEntries } from "@/lib/client/send-queued-entries";

/** Pauses before trying again while the browser says it is online but requests still fail. */
const RETRY_DELAYS_MS = [1_000, 3_000, 10_000, 30_000];
let retry: ReturnType<typeof setTimeout> | undefined;

/**
 * Sends what waits offline and tells the person; `refresh` re-renders the screen with the new rows.
 * The `online` event can come before requests get through (the service worker's own connection,
 * a captive portal): a send that found no answer is tried again a few times, further apart.
 */
export async function syncQueuedEntries(userId: string, refresh: () => void, attempt = 0): Promise<void> {
  clearTimeout(retry);
  if (!navigator.onLine) return;
  const { sent, refused, waiting } = await sendQueuedEntries(userId).catch(() => ({
    sent: 0,
    refused: [],
    waiting: true,
  }));
  if (sent > 0) {
    toast.success(quickEntryTexts.sent(sent), { description: quickEntryTexts.sentDescription });
    refresh();
  }
  for (const { entry, message } of refused) {
    toast.error(quickEntryTexts.refused(entry.shown.description), {
      description: message ?? quickEntryTexts.refusedDescription,
    });
  }
  const delay = RETRY_DELAYS_MS[attempt];
  if (waiting && delay !== undefined) {
    retry = setTimeout(() => void syncQueuedEntries(userId, refresh, attempt + 1), delay);
  }
}
