import { useId } from "react";
import { FileText, ImageIcon, X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { AttachmentPicker } from "@/components/attachments/attachment-picker";
import { attachmentTexts as t } from "@/components/attachments/attachment-texts";
import { AttachmentsHeading } from "@/components/attachments/attachments-heading";
import { FileCaption } from "@/components/attachments/file-caption";
import { SendingItem } from "@/components/attachments/sending-item";
import type { PendingAttachments as Pending } from "@/components/attachments/use-pending-attachments";
import { ATTACHMENTS_PER_TRANSACTION } from "@/lib/domain/attachment-limits";

/**
 * 'Nova Transação''s receipts: files chosen before the transaction exists, listed with a remove
 * button, then sent with their progress and a cancel once 'Adicionar transação' has saved it.
 */
export function PendingAttachments({ pending, disabled }: { pending: Pending; disabled: boolean }) {
  const headingId = useId();
  const { picked, sending } = pending;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <AttachmentsHeading id={headingId} hint={t.pendingHint} />
      {picked.length + sending.length > 0 ? (
        <ul className="flex flex-col gap-2" aria-label={t.title}>
          {picked.map(({ key, file }) => {
            const image = file.type.startsWith("image/");
            const Icon = image ? ImageIcon : FileText;
            return (
              <li key={key} className="flex items-center gap-3 rounded-lg border border-zinc-200 p-2 dark:border-zinc-800" data-testid="picked-attachment">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-md bg-zinc-100 text-zinc-600 dark:bg-zinc-800 dark:text-zinc-300">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <FileCaption name={file.name} image={image} size={file.size} />
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  aria-label={t.unpick(file.name)}
                  disabled={disabled}
                  onClick={() => pending.unpick(key)}
                >
                  <X className="size-4" aria-hidden="true" />
                </Button>
              </li>
            );
          })}
          {sending.map((s) => (
            <SendingItem key={s.key} sending={s} />
          ))}
        </ul>
      ) : null}
      {sending.length === 0 && picked.length < ATTACHMENTS_PER_TRANSACTION ? (
        <AttachmentPicker onFiles={pending.pick} disabled={disabled} />
      ) : null}
    </section>
  );
}
