"use client";

import { useRouter } from "next/navigation";
import { FormDialog } from "@/components/ui/form-dialog";
import { RuleForm } from "@/components/category-rules/rule-form";
import type { RuleReferences } from "@/components/category-rules/rule-references";
import type { CategoryRuleJson } from "@/lib/schemas/category-rules";

/** Create (`rule` null) or edit; once saved it closes and the page renders again. */
export function RuleFormDialog({
  open,
  onOpenChange,
  rule,
  references,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  rule: CategoryRuleJson | null;
  references: RuleReferences;
}) {
  const router = useRouter();
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={rule ? "Editar regra" : "Nova regra"}
      description="Transações novas cuja descrição contém o texto recebem esta categoria."
    >
      <RuleForm
        key={rule?._id ?? "new"}
        rule={rule}
        references={references}
        onSaved={() => {
          onOpenChange(false);
          router.refresh();
        }}
      />
    </FormDialog>
  );
}
