"use client";

import { useRef, useState } from "react";
import { toast } from "@/components/toast/toast";
import { attachmentTexts as t } from "@/components/attachments/attachment-texts";
import { useAttachmentUploads, withinSizeLimit, type Sending } from "@/components/attachments/use-attachment-uploads";
import { ATTACHMENTS_PER_TRANSACTION } from "@/lib/domain/attachment-limits";

export interface PickedFile {
  key: number;
  file: File;
}

export interface PendingAttachments {
  /** Chosen, not sent yet. */
  picked: PickedFile[];
  /** On their way to the transaction just saved. */
  sending: Sending[];
  pick: (files: File[]) => void;
  unpick: (key: number) => void;
  /**
   * Sends every chosen file to the transaction just created, all at once, and resolves when each
   * one has ended: saved, refused or cancelled, each said in a toast naming the file. It never
   * throws: the transaction is kept whatever happens to its files.
   */
  sendTo: (transactionId: string) => Promise<void>;
}

/** The receipts chosen in 'Nova Transação', kept in the dialog until the transaction exists. */
export function usePendingAttachments(): PendingAttachments {
  const [picked, setPicked] = useState<PickedFile[]>([]);
  const { sending, send } = useAttachmentUploads();
  const nextKey = useRef(0);

  function pick(files: File[]) {
    const fitting = withinSizeLimit(files);
    const room = ATTACHMENTS_PER_TRANSACTION - picked.length;
    if (fitting.length > room) toast.error(t.pickedTooMany);
    setPicked([...picked, ...fitting.slice(0, room).map((file) => ({ key: nextKey.current++, file }))]);
  }

  async function sendTo(transactionId: string) {
    const chosen = picked;
    setPicked([]);
    await Promise.all(chosen.map(({ file }) => send(transactionId, file, t.keptWithout)));
  }

  return {
    picked,
    sending,
    pick,
    unpick: (key) => setPicked((list) => list.filter((p) => p.key !== key)),
    sendTo,
  };
}
