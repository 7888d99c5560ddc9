"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useId } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { DialogClose, DialogFooter } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { apiFetch, errorMessage } from "@/lib/client/api-client";
import { formatDateBR, todayInSaoPaulo } from "@/lib/dates";
import { centsToNumber, decimalToCents, formatBRL, parseMoneyInput } from "@/lib/money";
import { InstallmentFields } from "@/components/transactions/installment-fields";
import { ObjectiveFields } from "@/components/transactions/objective-fields";
import { ReferenceSelect } from "@/components/transactions/reference-select";
import { TransactionTypeToggle } from "@/components/transactions/transaction-type-toggle";
import type { TransactionReferences } from "@/components/transactions/use-transaction-references";
import { DEFAULT_INSTALLMENTS, transactionFormSchema } from "@/lib/schemas/transactions";
import type {
  TransactionFormInput,
  TransactionFormValues,
  TransactionJson,
} from "@/lib/schemas/transactions";

const amountText = new Intl.NumberFormat("pt-BR", {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

function initialValues(
  transaction: TransactionJson | null,
  defaultDate: string,
): TransactionFormInput {
  if (!transaction) {
    return {
      transactionType: "despesa",
      description: "",
      valor: "",
      transactionDate: defaultDate,
      categoryId: "",
      paymentMethodId: "",
      isInstallment: false,
      installments: DEFAULT_INSTALLMENTS,
      isObjective: false,
      objectiveId: "",
    };
  }
  return {
    transactionType: transaction.transactionTypeId.transactionType,
    description: transaction.description,
    valor: amountText.format(centsToNumber(decimalToCents(transaction.valor))),
    transactionDate: transaction.transactionDate,
    categoryId: transaction.categoryId?._id ?? "",
    paymentMethodId: transaction.paymentMethodId?._id ?? "",
    // Editing never creates parcels; a parcel shows the option ticked but locked.
    isInstallment: false,
    installments: transaction.installmentCount ?? DEFAULT_INSTALLMENTS,
    isObjective: transaction.isObjective,
    objectiveId: transaction.objectiveId?._id ?? "",
  };
}

/** Adds a reference the transaction already points to when the loaded list lacks it. */
type Option = { _id: string; name: string; color?: string };

function withCurrent(
  options: readonly Option[],
  current: Option | null | undefined,
): readonly Option[] {
  return current && !options.some((o) => o._id === current._id) ? [current, ...options] : options;
}

/** The create/edit form, validated by the API's own rules. */
export function TransactionForm({
  transaction,
  references,
  referencesLoading,
  defaultDate,
  onSaved,
}: {
  transaction: TransactionJson | null;
  references: TransactionReferences;
  referencesLoading: boolean;
  defaultDate?: string;
  onSaved: () => void;
}) {
  const editing = transaction !== null;
  const isParcel = Boolean(transaction?.installmentGroupId);
  const ids = useId();
  const form = useForm<TransactionFormInput, unknown, TransactionFormValues>({
    resolver: zodResolver(transactionFormSchema),
    defaultValues: initialValues(transaction, defaultDate ?? todayInSaoPaulo()),
  });
  const { control, register, setValue, handleSubmit, formState } = form;
  const { errors, isSubmitting } = formState;
  const [type, valor, isInstallment, installments, isObjective] = useWatch({
    control,
    name: ["transactionType", "valor", "isInstallment", "installments", "isObjective"],
  });
  const cents = parseMoneyInput(valor ?? "");

  const submit = async (values: TransactionFormValues) => {
    const typeId = (name: string) => references.types.find((t) => t.transactionType === name)?._id;
    const receitaId = typeId("receita");
    const despesaId = typeId("despesa");
    if (!receitaId || !despesaId) {
      toast.error("Erro de configuração", { description: "Tipos de transação não encontrados" });
      return;
    }
    const common = {
      description: values.description,
      valor: centsToNumber(values.valor),
      categoryId: values.categoryId,
      paymentMethodId: values.paymentMethodId,
      transactionTypeId: values.transactionType === "receita" ? receitaId : despesaId,
      transactionDate: values.transactionDate,
    };
    const installment = !editing && values.isInstallment && values.transactionType === "despesa";
    const linked = !installment && values.isObjective;
    try {
      if (installment) {
        await apiFetch("/transaction/installment", {
          method: "POST",
          body: { ...common, installments: values.installments },
        });
      } else {
        const body = {
          ...common,
          isObjective: linked,
          objectiveId: linked ? values.objectiveId : null,
        };
        await (editing
          ? apiFetch(`/transaction/${transaction._id}`, { method: "PATCH", body })
          : apiFetch("/transaction", { method: "POST", body }));
      }
      toast.success(editing ? "Transação atualizada" : "Transação adicionada", {
        description: installment
          ? `${values.installments} parcelas lançadas a partir de ${formatDateBR(values.transactionDate)}.`
          : undefined,
      });
      onSaved();
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
          error={errors.valor?.message}
          hint={
            cents !== null
              ? formatBRL(centsToNumber(cents))
              : "Use vírgula para os centavos: 1.234,56"
          }
        >
          <Input
            {...register("valor")}
            inputMode="decimal"
            placeholder="0,00"
            autoComplete="off"
            className="tabular-nums"
          />
        </Field>
        <Field label="Data" error={errors.transactionDate?.message}>
          <Input {...register("transactionDate")} type="date" min="2000-01-01" max="2100-12-31" />
        </Field>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Controller
          control={control}
          name="categoryId"
          render={({ field }) => (
            <Field label="Categoria" error={errors.categoryId?.message}>
              <ReferenceSelect
                value={field.value ?? ""}
                onChange={field.onChange}
                options={withCurrent(references.categories, transaction?.categoryId)}
                noneLabel="Sem categoria"
                placeholder="Sem categoria"
                loading={referencesLoading}
              />
            </Field>
          )}
        />
        <Controller
          control={control}
          name="paymentMethodId"
          render={({ field }) => (
            <Field label="Meio de pagamento" error={errors.paymentMethodId?.message}>
              <ReferenceSelect
                value={field.value ?? ""}
                onChange={field.onChange}
                options={withCurrent(references.paymentMethods, transaction?.paymentMethodId)}
                noneLabel="Nenhum"
                placeholder="Nenhum"
                loading={referencesLoading}
              />
            </Field>
          )}
        />
      </div>
      {showInstallment ? (
        <InstallmentFields
          register={register}
          checked={editing ? isParcel : Boolean(isInstallment)}
          locked={editing}
          parcel={
            isParcel
              ? { index: transaction?.installmentIndex, count: transaction?.installmentCount }
              : null
          }
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
        />
      ) : null}
      {showObjective ? (
        <ObjectiveFields
          control={control}
          checked={Boolean(isObjective)}
          objectives={withCurrent(references.objectives, transaction?.objectiveId)}
          loading={referencesLoading}
          error={errors.objectiveId?.message}
          onCheckedChange={(checked) => {
            setValue("isObjective", checked);
            if (!checked) setValue("objectiveId", "");
          }}
        />
      ) : null}
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
