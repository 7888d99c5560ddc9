"use client";

import { useId } from "react";
import { useOwnAccounts } from "@/components/accounts/use-own-accounts";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";

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
  const accounts = useOwnAccounts(true)?.filter((account) => account.id !== excludeId) ?? null;
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
