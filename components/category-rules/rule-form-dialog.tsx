"use client";

import { useRouter } from "next/navigation";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
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
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{rule ? "Editar regra" : "Nova regra"}</DialogTitle>
          <DialogDescription>
            Transações novas cuja descrição contém o texto recebem esta categoria.
          </DialogDescription>
        </DialogHeader>
        <RuleForm
          key={rule?._id ?? "new"}
          rule={rule}
          references={references}
          onSaved={() => {
            onOpenChange(false);
            router.refresh();
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
