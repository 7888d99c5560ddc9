"use client";

import { toast } from "@/components/toast/toast";
import { quickEntryTexts } from "@/components/quick-entry/quick-entry-texts";
import { sendQueuedEntries } from "@/lib/client/send-queued-entries";

/** Sends what waits offline and tells the person; `refresh` re-renders the screen with the new rows. */
export async function syncQueuedEntries(userId: string, refresh: () => void): Promise<void> {
  if (!navigator.onLine) return;
  const { sent, refused } = await sendQueuedEntries(userId).catch(() => ({ sent: 0, refused: [] }));
  if (sent > 0) {
    toast.success(quickEntryTexts.sent(sent), { description: quickEntryTexts.sentDescription });
    refresh();
  }
  for (const { entry, message } of refused) {
    toast.error(quickEntryTexts.refused(entry.shown.description), {
      description: message ?? quickEntryTexts.refusedDescription,
    });
  }
}
