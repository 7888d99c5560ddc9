import { useRef } from "react";
import { Camera, Paperclip } from "lucide-react";
import { Button } from "@/components/ui/button";
import { attachmentTexts as t } from "@/components/attachments/attachment-texts";
import { ATTACHMENT_ACCEPT } from "@/lib/domain/attachment-limits";

/** 'Anexar arquivo' (photos or PDFs, several at once) and, on a touch screen, 'Tirar foto'. */
export function AttachmentPicker({ onFiles, disabled = false }: { onFiles: (files: File[]) => void; disabled?: boolean }) {
  const fileInput = useRef<HTMLInputElement>(null);
  const cameraInput = useRef<HTMLInputElement>(null);
  const take = (event: React.ChangeEvent<HTMLInputElement>) => {
    onFiles(Array.from(event.currentTarget.files ?? []));
    event.currentTarget.value = "";
  };
  return (
    <div className="flex flex-wrap gap-2">
      <Button type="button" variant="outline" size="sm" disabled={disabled} onClick={() => fileInput.current?.click()}>
        <Paperclip className="size-4" aria-hidden="true" />
        {t.add}
      </Button>
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="pointer-fine:hidden"
        disabled={disabled}
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
        onChange={take}
      />
      <input ref={cameraInput} type="file" accept="image/*" capture="environment" hidden onChange={take} />
    </div>
  );
}
