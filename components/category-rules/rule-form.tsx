"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { Controller, useForm } from "react-hook-form";
import { toast } from "@/components/toast/toast";
import { DialogForm } from "@/components/ui/dialog-form";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { ReferenceField } from "@/components/transactions/reference-field";
import { TagInput } from "@/components/transactions/tag-input";
import { apiFetch, errorMessage } from "@/lib/client/api-client";
import {
  RULE_CONTAINS_MAX,
  categoryRuleInput,
  type CategoryRuleFormValues,
  type CategoryRuleInput,
  type CategoryRuleJson,
} from "@/lib/schemas/category-rules";
import type { RuleReferences } from "@/components/category-rules/rule-references";

/** A rule's term, category, optional payment method and tags, validated by the API's own schema. */
export function RuleForm({
  rule,
  references,
  onSaved,
}: {
  rule: CategoryRuleJson | null;
  references: RuleReferences;
  onSaved: () => void;
}) {
  const form = useForm<CategoryRuleFormValues, unknown, CategoryRuleInput>({
    resolver: zodResolver(categoryRuleInput),
    defaultValues: {
      contains: rule?.contains ?? "",
      categoryId: rule?.categoryId ?? "",
      paymentMethodId: rule?.paymentMethodId ?? "",
      tags: rule?.tags ?? [],
    },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await apiFetch<CategoryRuleJson>(rule ? `/category-rule/${rule._id}` : "/category-rule", {
        method: rule ? "PATCH" : "POST",
        body: values,
      });
      toast.success(rule ? "Regra atualizada" : "Regra criada");
      onSaved();
    } catch (error) {
      toast.error("Erro", { description: errorMessage(error, "Não foi possível salvar a regra.") });
    }
  });

  return (
    <DialogForm
      onSubmit={(event) => void submit(event)}
      busy={isSubmitting}
      submitLabel={rule ? "Salvar alterações" : "Criar regra"}
    >
      <Field
        label="A descrição contém"
        error={errors.contains?.message}
        hint="Maiúsculas e acentos não importam: “padaria” vale para “PADARIA SÃO JOÃO”."
      >
        <Input {...form.register("contains")} autoFocus autoComplete="off" maxLength={RULE_CONTAINS_MAX} placeholder="Ex.: padaria" />
      </Field>
      <ReferenceField
        control={form.control}
        name="categoryId"
        label="Categoria"
        error={errors.categoryId?.message}
        options={references.categories}
        placeholder="Selecione a categoria"
      />
      <ReferenceField
        control={form.control}
        name="paymentMethodId"
        label="Meio de pagamento (opcional)"
        error={errors.paymentMethodId?.message}
        options={references.paymentMethods}
        noneLabel="Nenhum"
        placeholder="Nenhum"
      />
      <Controller
        control={form.control}
        name="tags"
        render={({ field }) => (
          <Field label="Tags (opcional)" error={errors.tags?.message} hint="Adicionadas às transações novas que a regra reconhece.">
            <TagInput value={field.value ?? []} onChange={field.onChange} suggestions={references.tags} />
          </Field>
        )}
      />
    </DialogForm>
  );
}
