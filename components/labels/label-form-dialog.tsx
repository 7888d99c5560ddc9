"use client";

import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { LabelForm } from "@/components/labels/label-form";
import type { LabelScreenTexts } from "@/components/labels/label-screen-texts";
import type { LabelInputSchema, LabelJson } from "@/lib/schemas/labels";

/** Create or edit dialog; the form mounts fresh each time it opens. */
export function LabelFormDialog({
  open,
  onOpenChange,
  schema,
  texts,
  label,
  onSaved,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  schema: LabelInputSchema;
  texts: LabelScreenTexts;
  label: LabelJson | null;
  onSaved: (saved: LabelJson, mode: "create" | "edit") => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{label ? texts.dialog.editTitle : texts.dialog.createTitle}</DialogTitle>
          <DialogDescription>{texts.dialog.description}</DialogDescription>
        </DialogHeader>
        <LabelForm
          key={label?._id ?? "new"}
          schema={schema}
          texts={texts}
          label={label}
          onSaved={onSaved}
        />
      </DialogContent>
    </Dialog>
  );
}
