"use client";

import { useEffect, useId, useState } from "react";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { apiFetch } from "@/lib/client/api-client";
import type { PaymentMethodJson } from "@/lib/schemas/payment-methods";

const NONE = "none";

/** "Sai da conta": the account a method draws from, or none (then it moves no balance). */
export function DrawAccountSelect({
  value,
  onChange,
  excludeId,
}: {
  value: string;
  onChange: (accountId: string) => void;
  excludeId: string | null;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const [accounts, setAccounts] = useState<Array<{ id: string; name: string }> | null>(null);
  useEffect(() => {
    let live = true;
    apiFetch<PaymentMethodJson[]>("/payment-method/list-all")
      .then((all) => {
        if (live) setAccounts(all.filter((m) => m.kind === "account" && m._id !== excludeId).map((m) => ({ id: m._id, name: m.name })));
      })
      .catch(() => live && setAccounts([]));
    return () => {
      live = false;
    };
  }, [excludeId]);
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>Sai da conta</Label>
      <Select value={value || NONE} onValueChange={(next) => onChange(next === NONE ? "" : next)}>
        <SelectTrigger id={id} className="w-full" aria-describedby={hintId}>
          <SelectValue placeholder={accounts === null ? "Carregando contas..." : "Nenhuma"} />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={NONE}>Nenhuma</SelectItem>
          {(accounts ?? []).map((account) => (
            <SelectItem key={account.id} value={account.id}>
              {account.name}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <p id={hintId} className="text-xs text-zinc-600 dark:text-zinc-400">
        O que for pago com este meio entra no saldo dessa conta.
      </p>
    </div>
  );
}
