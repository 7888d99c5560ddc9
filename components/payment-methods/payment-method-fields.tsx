"use client";

import { useId } from "react";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Switch } from "@/components/ui/switch";
import { ZERO_CENTS, centsToReais, centsToTyped, reaisToCents, typedToCents } from "@/lib/format/money";
import type { Reais } from "@/lib/format/money";
import type { PaymentMethodJson } from "@/lib/schemas/payment-methods";

/** What the dialog holds besides the label's own fields, as typed. */
export interface PaymentMethodExtra {
  isCard: boolean;
  openingBalance: string;
  closingDay: string;
  dueDay: string;
  creditLimit: string;
}

const typed = (reais: Reais | null | undefined) => (reais == null ? "" : centsToTyped(reaisToCents(reais)));

/** The fields as a saved payment method fills them (a label of another kind leaves them blank). */
export function initialPaymentMethodExtra(method: unknown): PaymentMethodExtra {
  const m = (method ?? {}) as Partial<PaymentMethodJson>;
  const num = <T,>(value: T) => (typeof value === "number" ? value : null);
  return {
    isCard: m.kind === "credit_card",
    openingBalance: typed(num(m.openingBalance) || null),
    closingDay: num(m.closingDay)?.toString() ?? "",
    dueDay: num(m.dueDay)?.toString() ?? "",
    creditLimit: typed(num(m.creditLimit)),
  };
}

/** "-1.234,56" / "1234,56" → the JSON amount in reais; blank → the fallback. Unreadable text goes as is (the API says why). */
function amount(text: string, fallback: Reais | null): Reais | string | null {
  const trimmed = text.trim();
  if (trimmed === "") return fallback;
  const cents = typedToCents(trimmed, { allowNegative: true });
  return cents === null ? trimmed : centsToReais(cents);
}

const day = (text: string) => (text.trim() === "" ? null : Number(text));

export function paymentMethodExtraBody(extra: PaymentMethodExtra) {
  return extra.isCard
    ? {
        kind: "credit_card",
        closingDay: day(extra.closingDay),
        dueDay: day(extra.dueDay),
        creditLimit: amount(extra.creditLimit, null),
      }
    : { kind: "account", openingBalance: amount(extra.openingBalance, centsToReais(ZERO_CENTS)) };
}

/** The "Cartão de crédito" switch: a card has closing and due days and a limit; an account, an opening balance. */
export function PaymentMethodFields({
  value,
  onChange,
}: {
  value: PaymentMethodExtra;
  onChange: (next: PaymentMethodExtra) => void;
}) {
  const switchId = useId();
  const set = (key: keyof PaymentMethodExtra) => (event: React.ChangeEvent<HTMLInputElement>) =>
    onChange({ ...value, [key]: event.target.value });
  return (
    <div className="flex flex-col gap-4 rounded-lg border border-zinc-200 p-3 dark:border-zinc-800">
      <div className="flex items-center justify-between gap-3">
        <label htmlFor={switchId} className="text-sm font-medium">
          Cartão de crédito
        </label>
        <Switch id={switchId} checked={value.isCard} onCheckedChange={(isCard) => onChange({ ...value, isCard })} />
      </div>
      {value.isCard ? (
        <div className="grid grid-cols-2 gap-3">
          <Field label="Dia de fechamento">
            <Input inputMode="numeric" value={value.closingDay} onChange={set("closingDay")} placeholder="Ex.: 3" />
          </Field>
          <Field label="Dia de vencimento">
            <Input inputMode="numeric" value={value.dueDay} onChange={set("dueDay")} placeholder="Ex.: 10" />
          </Field>
          <Field label="Limite (opcional)" className="col-span-2">
            <Input inputMode="decimal" value={value.creditLimit} onChange={set("creditLimit")} placeholder="R$ 0,00" />
          </Field>
        </div>
      ) : (
        <Field label="Saldo inicial" hint="Quanto havia nesta conta antes dos lançamentos no Bolso.">
          <Input inputMode="decimal" value={value.openingBalance} onChange={set("openingBalance")} placeholder="R$ 0,00" />
        </Field>
      )}
    </div>
  );
}
