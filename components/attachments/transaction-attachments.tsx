"use client";

import { useRouter } from "next/navigation";
import { useEffect, useId, useRef, useState } from "react";
import { Camera, Paperclip, X } from "lucide-react";
import { toast } from "@/components/toast/toast";
import { Button } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";
import { AttachmentTile } from "@/components/attachments/attachment-tile";
import { attachmentTexts as t } from "@/components/attachments/attachment-texts";
import { apiFetch, errorMessage } from "@/lib/client/api-client";
import { uploadWithProgress } from "@/lib/client/upload-with-progress";
import { ATTACHMENT_ACCEPT, ATTACHMENT_MAX_BYTES, ATTACHMENTS_PER_TRANSACTION } from "@/lib/domain/attachment-limits";
import type { AttachmentJson } from "@/lib/schemas/attachments";

interface Sending {
  key: number;
  name: string;
  percent: number;
  cancel: () => void;
}

/**
 * A transaction's receipts in its edit dialog: thumbnails that open in a new tab, deleting, and
 * adding more (a file, or on a phone the camera), each upload with its progress and a cancel.
 */
export function TransactionAttachments({ transactionId }: { transactionId: string }) {
  const router = useRouter();
  const headingId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const cameraInput = useRef<HTMLInputElement>(null);
  const [items, setItems] = useState<AttachmentJson[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [sending, setSending] = useState<Sending[]>([]);
  const [deleting, setDeleting] = useState<string | null>(null);
  const nextKey = useRef(0);

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

  function send(files: FileList | null) {
    for (const file of Array.from(files ?? [])) {
      if (file.size > ATTACHMENT_MAX_BYTES) {
        toast.error(t.uploadFailed, { description: t.tooLarge });
        continue;
      }
      const key = nextKey.current++;
      const form = new FormData();
      form.set("file", file);
      const upload = uploadWithProgress<AttachmentJson>(`/transaction/${transactionId}/attachments`, form, (percent) =>
        setSending((list) => list.map((s) => (s.key === key ? { ...s, percent } : s))),
      );
      setSending((list) => [...list, { key, name: file.name, percent: 0, cancel: upload.cancel }]);
      upload.done
        .then((saved) => {
          setItems((list) => [...(list ?? []), saved]);
          toast.success(t.uploaded);
          router.refresh();
        })
        .catch((error: unknown) => {
          if (error instanceof DOMException && error.name === "AbortError") toast(t.cancelled);
          else toast.error(t.uploadFailed, { description: errorMessage(error, "Tente novamente.") });
        })
        .finally(() => setSending((list) => list.filter((s) => s.key !== key)));
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
      <div className="flex flex-col gap-0.5">
        <h3 id={headingId} className="text-sm font-semibold">
          {t.title}
        </h3>
        <p className="text-xs text-zinc-600 dark:text-zinc-400">{t.hint}</p>
      </div>
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
              <li key={s.key} className="flex items-center gap-3 rounded-lg border border-dashed border-zinc-300 p-2 dark:border-zinc-700">
                <div className="flex min-w-0 flex-1 flex-col gap-1.5">
                  <span className="truncate text-sm">{s.name}</span>
                  <Progress value={s.percent} aria-label={t.sending(s.name)} />
                </div>
                <Button type="button" variant="ghost" size="icon" aria-label={t.cancel} onClick={s.cancel}>
                  <X className="size-4" aria-hidden="true" />
                </Button>
              </li>
            ))}
          </ul>
          {count < ATTACHMENTS_PER_TRANSACTION ? (
            <div className="flex flex-wrap gap-2">
              <Button type="button" variant="outline" size="sm" onClick={() => fileInput.current?.click()}>
                <Paperclip className="size-4" aria-hidden="true" />
                {t.add}
              </Button>
              <Button
                type="button"
                variant="outline"
                size="sm"
                className="pointer-fine:hidden"
                onClick={() => cameraInput.current?.click()}
              >
                <Camera className="size-4" aria-hidden="true" />
                {t.camera}
              </Button>
              <input
                ref={fileInput}
                type="file"
                accept={ATTACHMENT_ACCEPT}
                multiple
                hidden
                data-testid="attachment-input"
                onChange={(event) => {
                  send(event.currentTarget.files);
                  event.currentTarget.value = "";
                }}
              />
              <input
                ref={cameraInput}
                type="file"
                accept="image/*"
                capture="environment"
                hidden
                onChange={(event) => {
                  send(event.currentTarget.files);
                  event.currentTarget.value = "";
                }}
              />
            </div>
          ) : (
            <p className="text-xs text-zinc-600 dark:text-zinc-400">{t.full}</p>
          )}
        </>
      )}
    </section>
  );
}
