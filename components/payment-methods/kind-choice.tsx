"use client";

import { useId } from "react";
import { cn } from "@/lib/utils";
import type { PaymentMethodKind } from "@/lib/schemas/payment-methods";

const KINDS: ReadonlyArray<{ kind: PaymentMethodKind; title: string; hint: string }> = [
  { kind: "method", title: "Meio de pagamento", hint: "Pix, boleto, débito: sem saldo próprio, pode sair de uma conta." },
  { kind: "account", title: "Conta", hint: "Guarda dinheiro: conta no banco, poupança, carteira." },
  { kind: "credit_card", title: "Cartão de crédito", hint: "Tem faturas, com fechamento e vencimento." },
];

/** The three kinds as radio buttons, each with what it means. */
export function KindChoice({
  value,
  onChange,
}: {
  value: PaymentMethodKind;
  onChange: (kind: PaymentMethodKind) => void;
}) {
  const name = useId();
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-medium">Tipo</legend>
      {KINDS.map(({ kind, title, hint }) => {
        const id = `${name}-${kind}`;
        return (
          <div
            key={kind}
            className={cn(
              "flex items-start gap-3 rounded-md border border-zinc-200 p-2 text-sm dark:border-zinc-800",
              value === kind && "border-emerald-600 dark:border-emerald-500",
            )}
          >
            <input
              type="radio"
              id={id}
              name={name}
              value={kind}
              checked={value === kind}
              onChange={() => onChange(kind)}
              aria-describedby={`${id}-hint`}
              className="mt-1 accent-emerald-600"
            />
            <span>
              <label htmlFor={id} className="cursor-pointer font-medium">
                {title}
              </label>
              <span id={`${id}-hint`} className="block text-xs text-zinc-600 dark:text-zinc-400">
                {hint}
              </span>
            </span>
          </div>
        );
      })}
    </fieldset>
  );
}
