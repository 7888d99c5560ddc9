"use client";

import { useRouter } from "next/navigation";
import { useEffect, useId, useState } from "react";
import { toast } from "@/components/toast/toast";
import { AttachmentPicker } from "@/components/attachments/attachment-picker";
import { AttachmentTile } from "@/components/attachments/attachment-tile";
import { attachmentTexts as t } from "@/components/attachments/attachment-texts";
import { SendingItem } from "@/components/attachments/sending-item";
import { useAttachmentUploads, withinSizeLimit } from "@/components/attachments/use-attachment-uploads";
import { AttachmentsHeading } from "@/components/attachments/attachments-heading";
import { apiFetch, errorMessage } from "@/lib/client/api-client";
import { ATTACHMENTS_PER_TRANSACTION } from "@/lib/domain/attachment-limits";
import type { AttachmentJson } from "@/lib/schemas/attachments";

/**
 * A transaction's receipts in its edit dialog: thumbnails that open in a new tab, deleting, and
 * adding more (a file, or on a phone the camera), each upload with its progress and a cancel.
 */
export function TransactionAttachments({ transactionId }: { transactionId: string }) {
  const router = useRouter();
  const headingId = useId();
  const [items, setItems] = useState<AttachmentJson[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const { sending, send: sendOne } = useAttachmentUploads();
  const [deleting, setDeleting] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    apiFetch<AttachmentJson[]>(`/transaction/${transactionId}/attachments`, { signal: controller.signal })
      .then(setItems)
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setLoadError(errorMessage(error, t.loadFailed));
      });
    return () => controller.abort();
  }, [transactionId]);

  const count = (items?.length ?? 0) + sending.length;

  function send(files: File[]) {
    for (const file of withinSizeLimit(files)) {
      void sendOne(transactionId, file).then((saved) => {
        if (!saved) return;
        setItems((list) => [...(list ?? []), saved]);
        router.refresh();
      });
    }
  }

  async function remove(attachment: AttachmentJson) {
    setDeleting(attachment.id);
    try {
      await apiFetch(`/attachments/${attachment.id}`, { method: "DELETE" });
      setItems((list) => (list ?? []).filter((a) => a.id !== attachment.id));
      toast.success(t.deleted);
      router.refresh();
    } catch (error) {
      toast.error(t.deleteFailed, { description: errorMessage(error, "Tente novamente.") });
    } finally {
      setDeleting(null);
    }
  }

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 border-t border-zinc-200 pt-4 dark:border-zinc-800">
      <AttachmentsHeading id={headingId} hint={t.hint} />
      {loadError ? (
        <p role="alert" className="text-sm text-rose-700 dark:text-rose-400">
          {loadError}
        </p>
      ) : items === null ? (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">{t.loading}</p>
      ) : (
        <>
          {items.length === 0 && sending.length === 0 ? <p className="text-sm text-zinc-600 dark:text-zinc-400">{t.empty}</p> : null}
          <ul className="flex flex-col gap-2" aria-label={t.title}>
            {items.map((a) => (
              <AttachmentTile key={a.id} attachment={a} deleting={deleting === a.id} onDelete={() => void remove(a)} />
            ))}
            {sending.map((s) => (
              <SendingItem key={s.key} sending={s} />
            ))}
          </ul>
          {count < ATTACHMENTS_PER_TRANSACTION ? (
            <AttachmentPicker onFiles={send} />
          ) : (
            <p className="text-xs text-zinc-600 dark:text-zinc-400">{t.full}</p>
          )}
        </>
      )}
    </section>
  );
}
