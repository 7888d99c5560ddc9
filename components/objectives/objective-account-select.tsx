"use client";

import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import type { AccountOption } from "@/components/accounts/account-select";

/**
 * The account a deposit leaves or a withdrawal enters. Placed inside a Field, it takes the
 * field's id and error wiring on its trigger (the control a person focuses and opens with the keyboard).
 */
export function ObjectiveAccountSelect({
  value,
  onChange,
  accounts,
  ...wiring
}: {
  value: string;
  onChange: (id: string) => void;
  accounts: readonly AccountOption[] | null;
  id?: string;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
}) {
  return (
    <Select value={value} onValueChange={onChange} disabled={accounts === null || accounts.length === 0}>
      <SelectTrigger className="w-full" {...wiring}>
        <SelectValue placeholder={accounts === null ? "Carregando contas..." : "Escolha a conta"} />
      </SelectTrigger>
      <SelectContent>
        {(accounts ?? []).map((account) => (
          <SelectItem key={account.id} value={account.id}>
            {account.name}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
