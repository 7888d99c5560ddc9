"use client";

import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import type { AccountOption } from "@/components/accounts/account-select";

/** Radix's Select has no empty value: "own" stands for "kept in the objective itself". */
const OWN = "own";

/**
 * "Onde fica guardado": in the objective itself (its deposits and withdrawals), or in one of the
 * person's accounts, a caixinha whose balance the objective follows. `value` is "" for the first.
 */
export function ObjectiveKeptInSelect({
  value,
  onChange,
  accounts,
  ...wiring
}: {
  value: string;
  onChange: (accountId: string) => void;
  accounts: readonly AccountOption[] | null;
  id?: string;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
}) {
  return (
    <Select value={value || OWN} onValueChange={(next) => onChange(next === OWN ? "" : next)} disabled={accounts === null}>
      <SelectTrigger className="w-full" {...wiring}>
        <SelectValue placeholder={accounts === null ? "Carregando contas..." : "No próprio objetivo"} />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value={OWN}>No próprio objetivo</SelectItem>
        {(accounts ?? []).map((account) => (
          <SelectItem key={account.id} value={account.id}>
            Na conta {account.name}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
