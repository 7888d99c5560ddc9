"use client";

import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { ObjectiveForm } from "@/components/objectives/objective-form";
import type { ObjectiveFormOutput } from "@/components/objectives/objective-form-schema";
import type { ObjectiveJson } from "@/lib/schemas/objectives";

/** Create or edit an objective; the form mounts fresh each time it opens. */
export function ObjectiveFormDialog({
  open,
  onOpenChange,
  objective,
  onSubmit,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  objective: ObjectiveJson | null;
  onSubmit: (values: ObjectiveFormOutput) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{objective ? "Editar Objetivo" : "Novo Objetivo"}</DialogTitle>
          <DialogDescription>
            Defina quanto você quer juntar. O valor atual soma as transações vinculadas a este
            objetivo.
          </DialogDescription>
        </DialogHeader>
        <ObjectiveForm key={objective?._id ?? "new"} objective={objective} onSubmit={onSubmit} />
      </DialogContent>
    </Dialog>
  );
}
