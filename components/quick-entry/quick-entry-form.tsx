"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useEffect, useId, useRef } from "react";
import { Controller, useForm } from "react-hook-form";
import { toast } from "@/components/toast/toast";
import { DatePicker } from "@/components/ui/date-picker";
import { DialogForm } from "@/components/ui/dialog-form";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { CaptureCodeAction } from "@/components/capture/capture-code-action";
import { captureFormValues } from "@/components/capture/capture-form-values";
import { AmountField } from "@/components/money/amount-field";
import { useTypedAmount } from "@/components/transactions/use-typed-amount";
import { newTransactionValues } from "@/components/transactions/new-transaction-values";
import { saveTransaction } from "@/components/transactions/save-transaction";
import { SuggestedReferenceFields } from "@/components/transactions/suggested-reference-fields";
import { TransactionTypeField } from "@/components/transactions/transaction-type-field";
import { transactionRequest } from "@/components/transactions/transaction-request";
import { quickEntryTexts } from "@/components/quick-entry/quick-entry-texts";
import { queuedEntryOf } from "@/components/quick-entry/queued-entry-of";
import { queueEntry } from "@/lib/client/entry-queue";
import { keepQuickEntryChoicesOffline } from "@/lib/client/offline-caches";
import { todayInSaoPaulo } from "@/lib/domain/calendar";
import { transactionFormSchema } from "@/lib/schemas/transactions";
import type { QuickEntryJson, TransactionFormInput, TransactionFormValues, TransactionReferences } from "@/lib/schemas/transactions";

const NO_REFERENCES: TransactionReferences = { types: [], categories: [], paymentMethods: [], objectives: [], tags: [] };

/** Stand-ins while the types are unknown; `withoutType` drops what they produced. */
const TYPE_NAMES = [
  { _id: "receita", transactionType: "receita" },
  { _id: "despesa", transactionType: "despesa" },
] as const;
const withoutType = (body: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(body).filter(([name]) => name !== "transactionTypeId"));

/** A new key per entry, made once: every copy of this entry (a retry, the offline queue) carries it. */
function newKey(): string {
  return typeof crypto.randomUUID === "function"
    ? crypto.randomUUID()
    : Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * The sheet's form, in the order a purchase is told: the amount (numeric keypad, focused first),
 * the description (the person's own as suggestions), then what is usually already right: the type
 * (despesa), the category (from rules and history, as the description is typed), the payment
 * method (the last one used) and the date (today in São Paulo). Offline, or when the request never
 * reaches the server, the entry is kept on the device with its Idempotency-Key and sent later.
 */
export function QuickEntryForm({
  userId,
  choices,
  onDone,
}: {
  userId: string;
  /** Null while the lists load: the amount and description can already be typed. */
  choices: QuickEntryJson | null;
  onDone: (queued: boolean) => void;
}) {
  const router = useRouter();
  const ids = useId();
  const key = useRef<string | null>(null);
  const references = choices?.references ?? NO_REFERENCES;
  const form = useForm<TransactionFormInput, unknown, TransactionFormValues>({
    resolver: zodResolver(transactionFormSchema),
    defaultValues: newTransactionValues(todayInSaoPaulo()),
  });
  const { control, register, setValue, getValues, handleSubmit, formState } = form;
  const { errors, isSubmitting } = formState;
  const cents = useTypedAmount(control);

  // The last payment method used, once the lists arrive, unless one was already chosen or suggested.
  const last = choices?.lastPaymentMethodId ?? null;
  useEffect(() => {
    if (last && !getValues("paymentMethodId") && references.paymentMethods.some((method) => method._id === last)) {
      setValue("paymentMethodId", last);
    }
  }, [last, references.paymentMethods, getValues, setValue]);

  const keep = async (values: TransactionFormValues, body: Record<string, unknown>, entryKey: string) => {
    try {
      await queueEntry(queuedEntryOf({ key: entryKey, userId, values, body, references }));
      toast.info(quickEntryTexts.queued, { description: quickEntryTexts.queuedDescription });
      onDone(true);
    } catch {
      toast.error(quickEntryTexts.queueFailed);
    }
  };

  const submit = async (values: TransactionFormValues) => {
    const entryKey = (key.current ??= newKey());
    const known = references.types.length > 0;
    const request = transactionRequest(values, known ? references.types : TYPE_NAMES, null);
    if (!request) return;
    // Offline before the types were ever read: the entry goes without its type's id, found when sent.
    if (!known) return keep(values, withoutType(request.body), entryKey);
    if (!navigator.onLine) return keep(values, request.body, entryKey);
    return saveTransaction(request, {
      saved: quickEntryTexts.saved,
      idempotencyKey: entryKey,
      onSaved: () => {
        onDone(false);
        router.refresh();
        keepQuickEntryChoicesOffline(true);
      },
      keepUnanswered: () => keep(values, request.body, entryKey),
    });
  };

  return (
    <DialogForm
      onSubmit={(event) => void handleSubmit(submit)(event)}
      busy={isSubmitting}
      submitLabel={quickEntryTexts.save}
      submitSize="lg"
    >
      <AmountField
        input={register("amountText")}
        cents={cents}
        error={errors.amountText?.message}
        enterKeyHint="next"
        className="h-12 text-2xl font-semibold"
      />
      <Field label="Descrição" error={errors.description?.message}>
        <Input
          {...register("description")}
          list={`${ids}-descriptions`}
          enterKeyHint="done"
          placeholder="Ex.: Supermercado"
          autoComplete="off"
          maxLength={200}
        />
      </Field>
      <datalist id={`${ids}-descriptions`}>
        {(choices?.descriptions ?? []).map((description) => (
          <option key={description} value={description} />
        ))}
      </datalist>
      <TransactionTypeField form={form} categories={references.categories} />
      <SuggestedReferenceFields
        form={form}
        errors={errors}
        references={references}
        suggest
        loading={choices === null}
        className="grid grid-cols-2 items-end gap-3"
      />
      <Controller
        control={control}
        name="transactionDate"
        render={({ field }) => (
          <Field label="Data" error={errors.transactionDate?.message}>
            <DatePicker {...field} min="2000-01-01" max="2100-12-31" />
          </Field>
        )}
      />
      <CaptureCodeAction
        onCaptured={(code) => {
          for (const [name, value] of captureFormValues(code)) setValue(name, value, { shouldValidate: true });
        }}
      />
    </DialogForm>
  );
}
