"use client";

import { useRouter } from "next/navigation";
import { FormDialog } from "@/components/ui/form-dialog";
import { LabelForm } from "@/components/labels/label-form";
import { LABEL_SCREENS } from "@/components/labels/label-screens";
import type { LabelScreenKind } from "@/components/labels/label-screens";
import type { LabelJson } from "@/lib/schemas/labels";
import type { HouseholdView } from "@/lib/domain/household-view";

/**
 * Create (`label` null) or edit dialog; the form mounts fresh each time it opens. Once saved it
 * closes and the page renders again with the saved label.
 */
export function LabelFormDialog({
  open,
  onOpenChange,
  kind,
  label,
  household = null,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  kind: LabelScreenKind;
  label: LabelJson | null;
  household?: HouseholdView | null;
}) {
  const router = useRouter();
  const texts = LABEL_SCREENS[kind];
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={label ? texts.dialog.editTitle : texts.dialog.createTitle}
      description={texts.dialog.description}
    >
      <LabelForm
        key={label?._id ?? "new"}
        kind={kind}
        label={label}
        household={household}
        onSaved={() => {
          onOpenChange(false);
          router.refresh();
        }}
      />
    </FormDialog>
  );
}
