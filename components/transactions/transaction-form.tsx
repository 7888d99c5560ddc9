import { zodResolver } from "@hookform/resolvers/zod";
import { useId, useState } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { toast } from "@/components/toast/toast";
import { Button } from "@/components/ui/button";
import { DialogClose, DialogFooter } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { DatePicker } from "@/components/ui/date-picker";
import { Input } from "@/components/ui/input";
import { apiFetch, errorMessage } from "@/lib/client/api-client";
import { formatDateBR, todayInSaoPaulo } from "@/lib/format/dates";
import { centsToTyped, formatMoney, typedToCents } from "@/lib/format/money";
import { InstallmentFields } from "@/components/transactions/installment-fields";
import { ObjectiveFields } from "@/components/transactions/objective-fields";
import { TransactionTypeToggle } from "@/components/transactions/transaction-type-toggle";
import { offerCategoryRule } from "@/components/transactions/offer-category-rule";
import { StatementHint } from "@/components/transactions/statement-hint";
import { SuggestedReferenceFields } from "@/components/transactions/suggested-reference-fields";
import { useReferenceSuggestion } from "@/components/transactions/use-reference-suggestion";
import { transactionRequest } from "@/components/transactions/transaction-request";
import { SeriesScopeField } from "@/components/transactions/series-scope-field";
import { TagInput } from "@/components/transactions/tag-input";
import { CaptureCodeAction } from "@/components/capture/capture-code-action";
import { PendingAttachments } from "@/components/attachments/pending-attachments";
import { usePendingAttachments } from "@/components/attachments/use-pending-attachments";
import { captureFormValues } from "@/components/capture/capture-form-values";
import { DEFAULT_INSTALLMENTS, transactionFormSchema, transactionMessages } from "@/lib/schemas/transactions";
import { categoryFits } from "@/lib/domain/category-types";
import type {
  SeriesScope,
  TransactionFormInput,
  EditableTransaction,
  TransactionFormValues,
  TransactionJson,
  TransactionReferences,
} from "@/lib/schemas/transactions";

function initialValues(
  transaction: EditableTransaction | null,
  defaultDate: string,
): TransactionFormInput {
  if (!transaction) {
    return {
      transactionType: "despesa",
      description: "",
      amountText: "",
      transactionDate: defaultDate,
      categoryId: "",
      paymentMethodId: "",
      isInstallment: false,
      installments: DEFAULT_INSTALLMENTS,
      isObjective: false,
      objectiveId: "",
      tags: [],
    };
  }
  return {
    transactionType: transaction.type,
    description: transaction.description,
    amountText: centsToTyped(transaction.amountCents),
    transactionDate: transaction.transactionDate,
    categoryId: transaction.categoryId ?? "",
    paymentMethodId: transaction.paymentMethodId ?? "",
    // Editing never creates parcels; a parcel shows the option ticked but locked.
    isInstallment: false,
    installments: transaction.parcel?.[1] ?? DEFAULT_INSTALLMENTS,
    isObjective: transaction.isObjective ?? false,
    objectiveId: transaction.objectiveId ?? "",
    tags: transaction.tags ?? [],
  };
}

/** The create/edit form, validated by the API's own rules. */
export function TransactionForm({
  transaction,
  references,
  defaultDate,
  onSaved,
}: {
  transaction: EditableTransaction | null;
  references: TransactionReferences;
  defaultDate?: string;
  onSaved: () => void;
}) {
  const editing = transaction !== null;
  const parcel = transaction?.parcel ?? null;
  const isParcel = parcel !== null;
  const [scope, setScope] = useState<SeriesScope>("this");
  const ids = useId();
  const form = useForm<TransactionFormInput, unknown, TransactionFormValues>({
    resolver: zodResolver(transactionFormSchema),
    defaultValues: initialValues(transaction, defaultDate ?? todayInSaoPaulo()),
  });
  const { control, register, setValue, setError, getValues, handleSubmit, formState } = form;
  const { errors, isSubmitting } = formState;
  const [type, amountText, isInstallment, installments, isObjective] = useWatch({
    control,
    name: ["transactionType", "amountText", "isInstallment", "installments", "isObjective"],
  });
  const cents = typedToCents(amountText ?? "");
  const paymentMethodId = useWatch({ control, name: "paymentMethodId" });
  const suggestion = useReferenceSuggestion({ control, setValue, references, enabled: !editing });
  const receipts = usePendingAttachments();

  const submit = async (values: TransactionFormValues) => {
    // Valor and date travel with no other parcela: say so on the field instead of a failed request.
    if (transaction && scope !== "this") {
      if (values.amountCents !== transaction.amountCents) {
        setError("amountText", { message: transactionMessages.seriesValor });
        return;
      }
      if (values.transactionDate !== transaction.transactionDate) {
        setError("transactionDate", { message: transactionMessages.seriesDate });
        return;
      }
    }
    const request = transactionRequest(values, references.types, transaction?._id ?? null, scope);
    if (!request) {
      toast.error("Erro de configuração", { description: "Tipos de transação não encontrados" });
      return;
    }
    try {
      const saved = await apiFetch<TransactionJson | TransactionJson[]>(request.path, {
        method: request.method,
        body: request.body,
      });
      toast.success(editing ? "Transação atualizada" : "Transação adicionada", {
        description: request.installment
          ? `${values.installments} parcelas lançadas a partir de ${formatDateBR(values.transactionDate)}.`
          : editing && scope !== "this"
            ? `Alteração aplicada ${scope === "all" ? "a todas as parcelas" : "a esta e às próximas parcelas"}.`
            : undefined,
      });
      // A new purchase's receipts go to it (to its first parcela), now that it exists; the dialog
      // stays open with their progress until each one has ended.
      const createdId = Array.isArray(saved) ? saved[0]?._id : saved?._id;
      if (!editing && createdId) await receipts.sendTo(createdId);
      onSaved();
      if (transaction) offerCategoryRule(transaction, values, references.categories);
    } catch (error) {
      toast.error("Erro ao salvar", {
        description: errorMessage(error, "Não foi possível salvar a transação"),
      });
    }
  };

  const showInstallment = type === "despesa";
  const showObjective = !isInstallment && !isParcel;

  return (
    <form
      onSubmit={(event) => void handleSubmit(submit)(event)}
      noValidate
      className="flex flex-col gap-4"
    >
      {editing ? null : (
        <CaptureCodeAction
          onCaptured={(code) => {
            for (const [name, value] of captureFormValues(code)) setValue(name, value, { shouldValidate: true });
          }}
        />
      )}
      <Controller
        control={control}
        name="transactionType"
        render={({ field }) => (
          <TransactionTypeToggle
            name={`${ids}-type`}
            value={field.value}
            disabled={isParcel}
            onChange={(next) => {
              field.onChange(next);
              if (next === "receita") setValue("isInstallment", false);
              // Only categories of the new type (or of both) are offered: drop one that is not.
              const chosen = references.categories.find((c) => c._id === getValues("categoryId"));
              if (chosen && !categoryFits(chosen, next)) setValue("categoryId", "");
            }}
          />
        )}
      />
      <Field label="Descrição" error={errors.description?.message}>
        <Input
          {...register("description")}
          placeholder="Ex.: Supermercado"
          autoComplete="off"
          maxLength={200}
        />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={isInstallment && !editing ? "Valor total" : "Valor"}
          error={errors.amountText?.message}
          hint={cents !== null ? formatMoney(cents) : "Use vírgula para os centavos: 1.234,56"}
        >
          <Input
            {...register("amountText")}
            inputMode="decimal"
            placeholder="0,00"
            autoComplete="off"
            className="tabular-nums"
          />
        </Field>
        <Controller
          control={control}
          name="transactionDate"
          render={({ field }) => (
            <div className="flex flex-col gap-1">
              <Field label="Data" error={errors.transactionDate?.message}>
                <DatePicker {...field} min="2000-01-01" max="2100-12-31" />
              </Field>
              <StatementHint date={field.value} paymentMethodId={paymentMethodId} paymentMethods={references.paymentMethods} />
            </div>
          )}
        />
      </div>
      <SuggestedReferenceFields
        control={control}
        errors={errors}
        references={references}
        type={type ?? "despesa"}
        suggestion={suggestion}
        className="grid gap-4 sm:grid-cols-2"
      />
      <Controller
        control={control}
        name="tags"
        render={({ field }) => (
          <Field
            label="Tags"
            error={errors.tags?.message}
            hint="Enter ou vírgula para adicionar; até 10."
          >
            <TagInput value={field.value ?? []} onChange={field.onChange} suggestions={references.tags} />
          </Field>
        )}
      />
      {showInstallment ? (
        <InstallmentFields
          register={register}
          checked={editing ? isParcel : Boolean(isInstallment)}
          locked={editing}
          totalCents={cents}
          installments={installments}
          error={errors.installments?.message}
          onCheckedChange={(checked) => {
            setValue("isInstallment", checked);
            if (checked) {
              setValue("isObjective", false);
              setValue("objectiveId", "");
            }
          }}
        >
          {parcel ? (
            <SeriesScopeField
              name={`${ids}-scope`}
              index={parcel[0]}
              count={parcel[1]}
              value={scope}
              onChange={setScope}
            />
          ) : null}
        </InstallmentFields>
      ) : null}
      {showObjective ? (
        <ObjectiveFields
          control={control}
          checked={Boolean(isObjective)}
          objectives={references.objectives}
          error={errors.objectiveId?.message}
          onCheckedChange={(checked) => {
            setValue("isObjective", checked);
            if (!checked) setValue("objectiveId", "");
          }}
        />
      ) : null}
      {editing ? null : <PendingAttachments pending={receipts} disabled={isSubmitting} />}
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline" disabled={isSubmitting}>
            Cancelar
          </Button>
        </DialogClose>
        <Button type="submit" disabled={isSubmitting} loading={isSubmitting}>
          {isSubmitting ? "Salvando..." : editing ? "Salvar alterações" : "Adicionar transação"}
        </Button>
      </DialogFooter>
    </form>
  );
}
