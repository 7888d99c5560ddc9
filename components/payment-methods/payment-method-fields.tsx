"use client";

import { useEffect, useId, useState } from "react";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Checkbox } from "@/components/ui/checkbox";
import { ZERO_CENTS, centsToReais, centsToTyped, reaisToCents, typedToCents } from "@/lib/format/money";
import type { Reais } from "@/lib/format/money";
import type { PaymentMethodKind } from "@/lib/schemas/payment-methods";
import { DrawAccountSelect } from "@/components/payment-methods/draw-account-select";
import { KindChoice } from "@/components/payment-methods/kind-choice";
import { SHARING_LABELS } from "@/components/payment-methods/sharing-labels";
import { readHousehold } from "@/components/transactions/use-household-context";
import { sharingLevels } from "@/lib/domain/enums";
import type { SharingLevel } from "@/lib/domain/enums";
import { controlClasses } from "@/components/ui/input";
import { cn } from "@/lib/utils";

/** What the dialog holds besides the label's own fields, as typed. */
export interface PaymentMethodExtra {
  kind: PaymentMethodKind;
  /** The kind the saved method had (null while creating): a method becoming a card is asked about its past faturas. */
  savedKind: PaymentMethodKind | null;
  accountId: string;
  openingBalance: string;
  closingDay: string;
  dueDay: string;
  creditLimit: string;
  pastStatementsPaid: boolean;
  /** How its owner shares it with the household (null: not the person's own, or a new one). */
  sharing: SharingLevel | null;
  savedSharing: SharingLevel | null;
}

const typed = (reais: Reais | null | undefined) => (reais == null ? "" : centsToTyped(reaisToCents(reais)));

/** The fields as a saved payment method fills them (a label of another kind leaves them blank). */
export function initialPaymentMethodExtra(method: unknown): PaymentMethodExtra {
  const m = (method ?? {}) as Partial<Record<string, number | string | null>>;
  const num = (key: string) => (typeof m[key] === "number" ? m[key] : null);
  const reais = (key: string) => num(key) as Reais | null;
  const savedKind = method ? ((m.kind as PaymentMethodKind | undefined) ?? "method") : null;
  const own = m.access === undefined || m.access === "owner";
  const sharing = own && sharingLevels.includes(m.sharing as SharingLevel) ? (m.sharing as SharingLevel) : null;
  return {
    kind: savedKind ?? "method",
    savedKind,
    accountId: typeof m.accountId === "string" ? m.accountId : "",
    openingBalance: typed(reais("openingBalance") || null),
    closingDay: num("closingDay")?.toString() ?? "",
    dueDay: num("dueDay")?.toString() ?? "",
    creditLimit: typed(reais("creditLimit")),
    pastStatementsPaid: true,
    sharing,
    savedSharing: sharing,
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

const becomesCard = (extra: PaymentMethodExtra) =>
  extra.kind === "credit_card" && extra.savedKind !== null && extra.savedKind !== "credit_card";

/** `{ sharing }` when the owner changed it: PATCH /payment-method/{id} takes it in a household only. */
const sharingBody = ({ sharing, savedSharing }: PaymentMethodExtra) =>
  sharing !== null && sharing !== savedSharing ? { sharing } : {};

export function paymentMethodExtraBody(extra: PaymentMethodExtra) {
  return { ...kindBody(extra), ...sharingBody(extra) };
}

function kindBody(extra: PaymentMethodExtra) {
  if (extra.kind === "credit_card") {
    return {
      kind: "credit_card",
      closingDay: day(extra.closingDay),
      dueDay: day(extra.dueDay),
      creditLimit: amount(extra.creditLimit, null),
      ...(becomesCard(extra) && { pastFaturasPaid: extra.pastStatementsPaid }),
    };
  }
  if (extra.kind === "account") return { kind: "account", openingBalance: amount(extra.openingBalance, centsToReais(ZERO_CENTS)) };
  return { kind: "method", accountId: extra.accountId || null };
}

/** The kind and what it asks: a card its days and limit, an account its opening balance, a method the account it draws from. */
export function PaymentMethodFields({
  value,
  onChange,
  selfId,
}: {
  value: PaymentMethodExtra;
  onChange: (next: PaymentMethodExtra) => void;
  selfId: string | null;
}) {
  const pastId = useId();
  const inHousehold = useInHousehold(value.sharing !== null);
  const set = (key: keyof PaymentMethodExtra) => (event: React.ChangeEvent<HTMLInputElement>) =>
    onChange({ ...value, [key]: event.target.value });
  return (
    <div className="flex flex-col gap-4 rounded-lg border border-zinc-200 p-3 dark:border-zinc-800">
      <KindChoice value={value.kind} onChange={(kind) => onChange({ ...value, kind })} />
      {value.kind === "credit_card" ? (
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
          {becomesCard(value) ? (
            <div className="col-span-2 flex items-start gap-2">
              <Checkbox
                id={pastId}
                checked={value.pastStatementsPaid}
                onCheckedChange={(checked) => onChange({ ...value, pastStatementsPaid: checked === true })}
                className="mt-0.5"
              />
              <label htmlFor={pastId} className="text-sm">
                As faturas já vencidas foram pagas
                <span className="block text-xs text-zinc-600 dark:text-zinc-400">
                  Ficam pagas fora do Bolso, sem mexer no saldo de nenhuma conta.
                </span>
              </label>
            </div>
          ) : null}
        </div>
      ) : value.kind === "account" ? (
        <Field label="Saldo inicial" hint="Quanto havia nesta conta antes dos lançamentos no Bolso.">
          <Input inputMode="decimal" value={value.openingBalance} onChange={set("openingBalance")} placeholder="R$ 0,00" />
        </Field>
      ) : (
        <DrawAccountSelect
          value={value.accountId}
          onChange={(accountId) => onChange({ ...value, accountId })}
          excludeId={selfId}
        />
      )}
      {inHousehold && value.sharing !== null ? (
        <Field label="Compartilhar com a casa" hint="Ver e lançar: a casa vê e lança nela. Só ver: a casa só vê.">
          <select
            className={cn(controlClasses, "h-9")}
            value={value.sharing}
            onChange={(event) => onChange({ ...value, sharing: event.target.value as SharingLevel })}
          >
            {sharingLevels.map((level) => (
              <option key={level} value={level}>
                {SHARING_LABELS[level]}
              </option>
            ))}
          </select>
        </Field>
      ) : null}
    </div>
  );
}

/** Whether the person is in a household, read once when `ask` (the owner editing a saved method). */
function useInHousehold(ask: boolean): boolean {
  const [inHousehold, setInHousehold] = useState(false);
  useEffect(() => {
    if (!ask) return;
    let live = true;
    void readHousehold().then((household) => {
      if (live) setInHousehold(household !== null);
    });
    return () => {
      live = false;
    };
  }, [ask]);
  return inHousehold;
}
