"use client";

import { CardMenu } from "@/components/card-grid/card-menu";
import { useApiDelete } from "@/components/card-grid/use-api-delete";
import { LABEL_SCREENS } from "@/components/labels/label-screens";
import type { LabelScreenKind } from "@/components/labels/label-screens";
import { LazyLabelFormDialog } from "@/components/labels/lazy-label-form-dialog";
import type { LabelJson } from "@/lib/schemas/labels";

/** A label card's edit and delete, with their dialogs. */
export function LabelCardActions({ kind, label }: { kind: LabelScreenKind; label: LabelJson }) {
  const texts = LABEL_SCREENS[kind];
  const remove = useApiDelete();
  return (
    <CardMenu
      name={label.name}
      deleteTitle={texts.deleteTitle}
      deleteDescription={texts.deleteDescription(label.name)}
      onDelete={() =>
        remove(`${texts.resource}/${label._id}`, {
          success: { title: texts.toasts.deleted },
          failure: { title: "Erro", fallback: texts.toasts.deleteError },
        })
      }
      editDialog={(open, onOpenChange) => (
        <LazyLabelFormDialog open={open} onOpenChange={onOpenChange} kind={kind} label={label} />
      )}
    />
  );
}
