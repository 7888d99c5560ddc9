"use client";

import { useRef, useState } from "react";
import { toast } from "@/components/toast/toast";
import { attachmentTexts as t } from "@/components/attachments/attachment-texts";
import { errorMessage } from "@/lib/client/api-client";
import { uploadWithProgress } from "@/lib/client/upload-with-progress";
import { ATTACHMENT_MAX_BYTES } from "@/lib/domain/attachment-limits";
import type { AttachmentJson } from "@/lib/schemas/attachments";

/** An upload in flight: its progress bar and its cancel button. */
export interface Sending {
  key: number;
  name: string;
  percent: number;
  cancel: () => void;
}

/** The files that may be sent; each one past the size limit is refused here, in a toast naming it. */
export function withinSizeLimit(files: readonly File[]): File[] {
  return files.filter((file) => {
    if (file.size <= ATTACHMENT_MAX_BYTES) return true;
    toast.error(t.uploadFailed, { description: t.failed(file.name, t.tooLarge) });
    return false;
  });
}

/**
 * Receipts sent to a transaction, each with its progress and a cancel, and each ending in a toast
 * (anexado, cancelado, or the failure naming the file, followed by `failureNote` when given).
 * `send` answers the saved receipt, or null when it was not saved: it never throws.
 */
export function useAttachmentUploads() {
  const [sending, setSending] = useState<Sending[]>([]);
  const nextKey = useRef(0);

  function send(transactionId: string, file: File, failureNote?: string): Promise<AttachmentJson | null> {
    const key = nextKey.current++;
    const form = new FormData();
    form.set("file", file);
    const upload = uploadWithProgress<AttachmentJson>(`/transaction/${transactionId}/attachments`, form, (percent) =>
      setSending((list) => list.map((s) => (s.key === key ? { ...s, percent } : s))),
    );
    setSending((list) => [...list, { key, name: file.name, percent: 0, cancel: upload.cancel }]);
    return upload.done
      .then((saved) => {
        toast.success(t.uploaded);
        return saved;
      })
      .catch((error: unknown) => {
        if (error instanceof DOMException && error.name === "AbortError") {
          toast(t.cancelled, failureNote ? { description: t.failed(file.name, failureNote) } : undefined);
        } else {
          const reason = t.failed(file.name, errorMessage(error, "Tente novamente."));
          toast.error(t.uploadFailed, { description: failureNote ? `${reason} ${failureNote}` : reason });
        }
        return null;
      })
      .finally(() => setSending((list) => list.filter((s) => s.key !== key)));
  }

  return { sending, send };
}
