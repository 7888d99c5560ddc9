import { zodResolver } from "@hookform/resolvers/zod";
import { useId, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { toast } from "@/components/toast/toast";
import { DialogForm } from "@/components/ui/dialog-form";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { apiFetch, errorMessage } from "@/lib/client/api-client";
import { ColorField } from "@/components/labels/color-field";
import { CategoryTypeField } from "@/components/categories/category-type-field";
import { DeductibleField } from "@/components/tax/deductible-field";
import type { DeductibleMarking } from "@/lib/schemas/tax";
import type { CategoryType } from "@/lib/domain/enums";
import {
  PaymentMethodFields,
  initialPaymentMethodExtra,
  paymentMethodExtraBody,
} from "@/components/payment-methods/payment-method-fields";
import { LABEL_INPUT_SCHEMAS } from "@/components/labels/label-schemas";
import { LABEL_SCREENS } from "@/components/labels/label-screens";
import type { LabelScreenKind } from "@/components/labels/label-screens";
import {
  DEFAULT_LABEL_COLOR,
  LABEL_DESCRIPTION_MAX,
  LABEL_NAME_MAX,
} from "@/lib/schemas/labels";
import type { LabelFormValues, LabelInput, LabelJson } from "@/lib/schemas/labels";
import type { HouseholdItemJson } from "@/lib/schemas/household-item";
import { HouseholdSwitch } from "@/components/household-items/household-switch";
import { offersHouseholdSwitch } from "@/components/household-items/household-view";
import type { HouseholdView } from "@/lib/domain/household-view";

/**
 * Name, description and colour, validated by the API's own schema. Submit is disabled while
 * saving or while the name error shows; typing a non-blank name clears that error.
 */
export function LabelForm({
  kind,
  label,
  household = null,
  onSaved,
}: {
  kind: LabelScreenKind;
  label: LabelJson | null;
  /** A category's form, for a person in a household: "Da casa". */
  household?: HouseholdView | null;
  onSaved: () => void;
}) {
  const texts = LABEL_SCREENS[kind];
  const form = useForm<LabelFormValues, unknown, LabelInput>({
    resolver: zodResolver(LABEL_INPUT_SCHEMAS[kind]),
    mode: "onSubmit",
    defaultValues: {
      name: label?.name ?? "",
      description: label?.description ?? "",
      color: label?.color ?? DEFAULT_LABEL_COLOR,
    },
  });
  const { errors, isSubmitting } = form.formState;
  const isPaymentMethod = kind === "payment-method";
  const [extra, setExtra] = useState(() => initialPaymentMethodExtra(label));
  const [categoryType, setCategoryType] = useState<CategoryType>(() =>
    label && "type" in label ? (label.type as CategoryType) : "ambas",
  );
  const typeName = useId();
  const initialDeductible: DeductibleMarking = label && "deductible" in label ? (label.deductible as DeductibleMarking) : null;
  const [deductible, setDeductible] = useState<DeductibleMarking>(initialDeductible);
  const item = label && "access" in label ? (label as LabelJson & HouseholdItemJson) : null;
  const offersHousehold = !isPaymentMethod && offersHouseholdSwitch(household, item);
  const [shared, setShared] = useState(item?.household ?? false);

  const submit = form.handleSubmit(async (values) => {
    try {
      // A category's Imposto de Renda marking travels with an edit; a new one takes it right after.
      const marking = !isPaymentMethod && JSON.stringify(deductible) !== JSON.stringify(initialDeductible) ? { deductible } : {};
      // "Da casa" goes with a new category, and with an edit only when changed.
      const sharing = offersHousehold && (!label || shared !== item?.household) ? { household: shared } : {};
      const saved = await apiFetch<LabelJson>(label ? `${texts.resource}/${label._id}` : texts.resource, {
        method: label ? "PATCH" : "POST",
        body: isPaymentMethod
          ? { ...values, ...paymentMethodExtraBody(extra) }
          : { ...values, type: categoryType, ...sharing, ...(label ? marking : {}) },
      });
      if (!label && "deductible" in marking) {
        await apiFetch(`${texts.resource}/${saved._id}`, { method: "PATCH", body: marking });
      }
      toast.success(label ? texts.toasts.updated : texts.toasts.created, {
        description: texts.toasts.savedDescription?.(values.name, Boolean(label)),
      });
      onSaved();
    } catch (error) {
      toast.error("Erro", { description: errorMessage(error, texts.toasts.saveError) });
    }
  });

  return (
    <DialogForm
      onSubmit={submit}
      busy={isSubmitting}
      submitLabel={label ? "Salvar alterações" : texts.dialog.createSubmit}
      submitDisabled={Boolean(errors.name)}
    >
      <Field label="Nome" error={errors.name?.message}>
        <Input
          {...form.register("name")}
          autoFocus
          autoComplete="off"
          maxLength={LABEL_NAME_MAX}
          placeholder={texts.dialog.namePlaceholder}
        />
      </Field>
      <Field label="Descrição (opcional)" error={errors.description?.message}>
        <Textarea
          {...form.register("description")}
          rows={3}
          maxLength={LABEL_DESCRIPTION_MAX}
          placeholder={texts.dialog.descriptionPlaceholder}
        />
      </Field>
      <Controller
        control={form.control}
        name="color"
        render={({ field, fieldState }) => (
          <ColorField
            value={field.value ?? DEFAULT_LABEL_COLOR}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
      {isPaymentMethod ? (
        <PaymentMethodFields value={extra} onChange={setExtra} selfId={label?._id ?? null} />
      ) : (
        <>
          <CategoryTypeField name={typeName} value={categoryType} onChange={setCategoryType} />
          {offersHousehold ? <HouseholdSwitch checked={shared} onChange={setShared} /> : null}
          {categoryType === "receita" ? null : (
            <DeductibleField
              value={deductible}
              onChange={setDeductible}
              hint="As despesas desta categoria entram em Pagamentos efetuados."
            />
          )}
        </>
      )}
    </DialogForm>
  );
}
