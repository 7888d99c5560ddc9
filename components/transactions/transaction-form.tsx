import { zodResolver } from "@hookform/resolvers/zod";
import { useId, useState } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { toast } from "@/components/toast/toast";
import { DialogForm } from "@/components/ui/dialog-form";
import { Field } from "@/components/ui/field";
import { DatePicker } from "@/components/ui/date-picker";
import { Input } from "@/components/ui/input";
import { formatDateBR } from "@/lib/format/dates";
import { todayInSaoPaulo } from "@/lib/domain/calendar";
import type { Day } from "@/lib/domain/calendar";
import { centsToTyped } from "@/lib/format/money";
import { AmountField } from "@/components/money/amount-field";
import { useTypedAmount } from "@/components/transactions/use-typed-amount";
import { InstallmentFields } from "@/components/transactions/installment-fields";
import { newTransactionValues } from "@/components/transactions/new-transaction-values";
import { ObjectiveFields } from "@/components/transactions/objective-fields";
import { saveTransaction } from "@/components/transactions/save-transaction";
import { TransactionTypeField } from "@/components/transactions/transaction-type-field";
import { offerCategoryRule } from "@/components/transactions/offer-category-rule";
import { StatementHint } from "@/components/transactions/statement-hint";
import { RefundField } from "@/components/transactions/refund-field";
import { SuggestedReferenceFields } from "@/components/transactions/suggested-reference-fields";
import { transactionRequest } from "@/components/transactions/transaction-request";
import { SeriesScopeField } from "@/components/transactions/series-scope-field";
import { TagInput } from "@/components/transactions/tag-input";
import { PayeeInput } from "@/components/transactions/payee-input";
import { CaptureCodeAction } from "@/components/capture/capture-code-action";
import { PendingAttachments } from "@/components/attachments/pending-attachments";
import { usePendingAttachments } from "@/components/attachments/use-pending-attachments";
import { captureFormValues } from "@/components/capture/capture-form-values";
import { categoryHintOf } from "@/components/transactions/category-hint";
import { NO_OVERRIDE, TaxOverrideFields, changedOverride, useStoredOverride } from "@/components/tax/tax-override-fields";
import type { TaxOverrideState } from "@/components/tax/tax-override-fields";
import { HouseholdFields } from "@/components/transactions/household-fields";
import type { HouseholdFieldsState } from "@/components/transactions/household-fields";
import { auditLine, initialSplit, splitBody } from "@/components/transactions/household-row";
import type { DialogTransaction } from "@/components/transactions/household-row";
import { useHouseholdContext } from "@/components/transactions/use-household-context";
import { DEFAULT_INSTALLMENTS, transactionFormSchema, transactionMessages } from "@/lib/schemas/transactions";
import type {
  SeriesScope,
  TransactionFormInput,
  EditableTransaction,
  TransactionFormValues,
  TransactionReferences,
} from "@/lib/schemas/transactions";

function initialValues(
  transaction: EditableTransaction | null,
  defaultDate: Day,
): TransactionFormInput {
  if (!transaction) return { ...newTransactionValues(defaultDate), tags: [], payeeId: null };
  return {
    transactionType: transaction.type,
    description: transaction.description,
    amountText: centsToTyped(transaction.amountCents),
    transactionDate: transaction.transactionDate,
    categoryId: transaction.categoryId ?? "",
    paymentMethodId: transaction.paymentMethodId ?? "",
    // Editing never creates parcels; a parcel shows the option ticked but locked.
    isInstallment: false,
    installments: transaction.installment?.[1] ?? DEFAULT_INSTALLMENTS,
    isObjective: transaction.isObjective ?? false,
    objectiveId: transaction.objectiveId ?? "",
    tags: transaction.tags ?? [],
    estorno: transaction.estorno ?? false,
    payeeId: transaction.payeeId ?? null,
  };
}

/** The create/edit form, validated by the API's own rules. */
export function TransactionForm({
  transaction,
  references,
  defaultDate,
  onSaved,
}: {
  transaction: DialogTransaction | null;
  references: TransactionReferences;
  defaultDate?: Day;
  onSaved: () => void;
}) {
  const editing = transaction !== null;
  const shared = transaction?.shared;
  const readOnly = shared?.access === "read";
  const household = useHouseholdContext();
  const [householdState, setHouseholdState] = useState<HouseholdFieldsState>(() => ({
    household: shared?.household ?? false,
    paidBy: shared && shared.paidBy !== shared.ownerId ? shared.paidBy : "",
    split: initialSplit(shared?.split ?? null, Object.keys(shared?.split ?? {})),
  }));
  const [splitError, setSplitError] = useState<string | undefined>();
  const installment = transaction?.installment ?? null;
  const editsInstallment = installment !== null;
  const [scope, setScope] = useState<SeriesScope>("this");
  const ids = useId();
  const form = useForm<TransactionFormInput, unknown, TransactionFormValues>({
    resolver: zodResolver(transactionFormSchema),
    defaultValues: initialValues(transaction, defaultDate ?? todayInSaoPaulo()),
  });
  const { control, register, setValue, setError, handleSubmit, formState } = form;
  const { errors, isSubmitting } = formState;
  const [type, isInstallment, installments, isObjective, estorno] = useWatch({
    control,
    name: ["transactionType", "isInstallment", "installments", "isObjective", "estorno"],
  });
  const cents = useTypedAmount(control);
  const paymentMethodId = useWatch({ control, name: "paymentMethodId" });
  const categoryId = useWatch({ control, name: "categoryId" });
  const receipts = usePendingAttachments();
  // Imposto de Renda: an edited despesa's own marking (beneficiary, reimbursed, not deductible).
  const storedTax = useStoredOverride(editing && transaction.type === "despesa" ? transaction._id : null);
  const [taxState, setTaxState] = useState<TaxOverrideState | null>(null);
  const deductibleCategory = references.categories.some((category) => category._id === categoryId && category.deductible);

  // An estorno is a despesa on a credit card, never in parcelas nor linked to an objective.
  const onCard = references.paymentMethods.some((m) => m._id === paymentMethodId && m.card);
  const showRefund = type === "despesa" && onCard && !editsInstallment && !(isInstallment && !editing);
  const isRefund = showRefund && Boolean(estorno);
  const sharedAccount = (paymentMethodId && household?.shared.get(paymentMethodId)) || null;
  const householdRow = household !== null && (sharedAccount !== null || householdState.household);

  /** Who paid and the split, for a household's member: nothing outside one. */
  const householdBody = (): Record<string, unknown> | { error: string } => {
    if (!household) return {};
    const flag = sharedAccount ? {} : { household: householdState.household };
    if (!householdRow) return flag;
    const split = splitBody(householdState.split);
    if ("error" in split) return split;
    return { ...flag, paidBy: householdState.paidBy || null, split: split.split };
  };

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
    const request = transactionRequest(
      { ...values, estorno: isRefund },
      references.types,
      transaction?._id ?? null,
      scope,
    );
    if (!request) {
      toast.error("Erro de configuração", { description: "Tipos de transação não encontrados" });
      return;
    }
    const tax = editing && values.transactionType === "despesa" ? changedOverride(taxState, values.amountCents) : null;
    if (tax && "error" in tax) {
      toast.error("Erro", { description: tax.error });
      return;
    }
    if (tax) request.body = { ...request.body, tax };
    const extras = householdBody();
    if ("error" in extras) {
      setSplitError(String(extras.error));
      return;
    }
    setSplitError(undefined);
    request.body = { ...request.body, ...extras };
    await saveTransaction(request, {
      saved: editing ? "Transação atualizada" : "Transação adicionada",
      description: request.installment
        ? `${values.installments} parcelas lançadas a partir de ${formatDateBR(values.transactionDate)}.`
        : editing && scope !== "this"
          ? `Alteração aplicada ${scope === "all" ? "a todas as parcelas" : "a esta e às próximas parcelas"}.`
          : undefined,
      onSaved: async (savedId) => {
        // A new purchase's receipts go to it (to its first parcela), now that it exists; the
        // dialog stays open with their progress until each one has ended.
        if (!editing && savedId) await receipts.sendTo(savedId);
        onSaved();
        if (transaction) offerCategoryRule(transaction, values, references.categories);
      },
    });
  };

  const showInstallment = type === "despesa" && !isRefund;
  const showObjective = !isInstallment && !editsInstallment && !isRefund;

  return (
    <DialogForm
      onSubmit={(event) => void handleSubmit(submit)(event)}
      busy={isSubmitting}
      submitLabel={editing ? "Salvar alterações" : "Adicionar transação"}
      actions={readOnly ? <></> : undefined}
    >
      {readOnly ? (
        <p role="note" className="rounded-lg bg-sky-50 p-3 text-sm text-sky-900 dark:bg-sky-950 dark:text-sky-100">
          Compartilhado só para ver.
        </p>
      ) : null}
      {editing && householdRow ? (
        <p data-testid="audit-line" className="text-xs text-zinc-600 dark:text-zinc-400">
          {auditLine(shared) ?? "lançado por você"}
        </p>
      ) : null}
      <fieldset disabled={readOnly} className="contents">
      {editing ? null : (
        <CaptureCodeAction
          onCaptured={(code) => {
            for (const [name, value] of captureFormValues(code)) setValue(name, value, { shouldValidate: true });
          }}
        />
      )}
      <TransactionTypeField
        form={form}
        categories={references.categories}
        disabled={editsInstallment}
        onChange={(next) => {
          if (next === "receita") setValue("isInstallment", false);
        }}
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
        <AmountField
          input={register("amountText")}
          cents={cents}
          error={errors.amountText?.message}
          label={isInstallment && !editing ? "Valor total" : "Valor"}
        />
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
      <Controller
        control={control}
        name="payeeId"
        render={({ field }) => (
          <Field label="Favorecido" error={errors.payeeId?.message}>
            <PayeeInput value={field.value ?? null} onChange={field.onChange} />
          </Field>
        )}
      />
      <SuggestedReferenceFields
        form={form}
        errors={errors}
        references={references}
        suggest={!editing}
        categoryHint={categoryHintOf(transaction)}
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
      {showRefund ? (
        <RefundField
          checked={isRefund}
          onCheckedChange={(checked) => {
            setValue("estorno", checked);
            if (checked) {
              setValue("isInstallment", false);
              setValue("isObjective", false);
              setValue("objectiveId", "");
            }
          }}
        />
      ) : null}
      {showInstallment ? (
        <InstallmentFields
          register={register}
          checked={editing ? editsInstallment : Boolean(isInstallment)}
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
          {installment ? (
            <SeriesScopeField
              name={`${ids}-scope`}
              index={installment[0]}
              count={installment[1]}
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
      {storedTax && type === "despesa" && !isRefund ? (
        <TaxOverrideFields
          initial={storedTax}
          startOpen={deductibleCategory || storedTax !== NO_OVERRIDE}
          amountCents={cents}
          state={taxState}
          onChange={setTaxState}
        />
      ) : null}
      {household ? (
        <HouseholdFields
          context={household}
          sharedAccount={sharedAccount}
          state={householdState}
          error={splitError}
          onChange={setHouseholdState}
        />
      ) : null}
      {editing ? null : <PendingAttachments pending={receipts} disabled={isSubmitting} />}
      </fieldset>
    </DialogForm>
  );
}
