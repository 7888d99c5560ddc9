"use client";

import { Plus } from "lucide-react";
import dynamic from "next/dynamic";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { useOpenedOnce } from "@/components/ui/use-opened-once";
import { ItemMenu } from "@/components/item-grid/item-menu";
import { useApiDelete } from "@/components/item-grid/use-api-delete";
import type { RuleReferences } from "@/components/category-rules/rule-references";
import type { CategoryRuleJson } from "@/lib/schemas/category-rules";

// The form (react-hook-form, zod) is fetched when a pointer or the keyboard reaches its button, or
// by the first click, never with the page.
const loadRuleForm = () => import("@/components/category-rules/rule-form-dialog");
const RuleFormDialog = dynamic(() => loadRuleForm().then((module) => module.RuleFormDialog), { ssr: false });
const preloadRuleForm = () => void loadRuleForm();

/** 'Nova regra' and the create dialog it opens. */
export function NewRuleButton({ references, disabled }: { references: RuleReferences; disabled?: boolean }) {
  const [open, setOpen] = useState(false);
  const openedOnce = useOpenedOnce(open);
  return (
    <>
      <Button
        variant="outline"
        onClick={() => setOpen(true)}
        onPointerEnter={preloadRuleForm}
        onFocus={preloadRuleForm}
        disabled={disabled}
        className="w-full sm:w-auto"
      >
        <Plus aria-hidden="true" />
        Nova regra
      </Button>
      {openedOnce ? <RuleFormDialog open={open} onOpenChange={setOpen} rule={null} references={references} /> : null}
    </>
  );
}

/** Each rule's edit and delete. */
export function RuleMenu({ rule, references }: { rule: CategoryRuleJson; references: RuleReferences }) {
  const remove = useApiDelete();
  return (
    <ItemMenu
      name={`a regra “${rule.contains}”`}
      deleteTitle="Excluir regra?"
      deleteDescription={`Transações com “${rule.contains}” deixam de receber ${rule.categoryName} automaticamente. As já lançadas não mudam.`}
      onDelete={() =>
        remove(`/category-rule/${rule._id}`, {
          success: { title: "Regra excluída" },
          failure: { title: "Erro", fallback: "Não foi possível excluir a regra." },
        })
      }
      editDialog={(open, onOpenChange) => (
        <RuleFormDialog open={open} onOpenChange={onOpenChange} rule={rule} references={references} />
      )}
    />
  );
}
