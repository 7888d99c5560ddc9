import { useId } from "react";
import { Checkbox } from "@/components/ui/checkbox";
import { Field } from "@/components/ui/field";
import { Input, controlClasses } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/utils";
import type { SplitChoice } from "@/components/transactions/household-row";
import type { HouseholdContext } from "@/components/transactions/use-household-context";

/** The household part of a row: "da casa", who paid ("" = the default) and the split. */
export interface HouseholdFieldsState {
  household: boolean;
  paidBy: string;
  split: SplitChoice;
}

/**
 * For a household's member: "Da casa" (a row without a shared account), and on a household row
 * "Quem pagou" (the account's owner by default, or another member) and "Divisão" (the household's,
 * or percentages per member).
 */
export function HouseholdFields({
  context,
  sharedAccount,
  state,
  error,
  onChange,
}: {
  context: HouseholdContext;
  /** The row's account when it is shared: its owner's name (null: the person's own). */
  sharedAccount: { ownerName: string | null } | null;
  state: HouseholdFieldsState;
  error?: string;
  onChange: (state: HouseholdFieldsState) => void;
}) {
  const id = useId();
  const householdRow = sharedAccount !== null || state.household;
  const defaultPayer = sharedAccount
    ? `Dono da conta (${sharedAccount.ownerName ?? "você"})`
    : "Quem lançou (padrão)";
  const set = (part: Partial<HouseholdFieldsState>) => onChange({ ...state, ...part });
  const custom = state.split.kind === "custom" ? state.split.percents : null;
  return (
    <fieldset className="flex flex-col gap-3 rounded-lg border border-zinc-200 p-3 dark:border-zinc-800">
      <legend className="sr-only">Casa</legend>
      {sharedAccount ? (
        <p className="text-sm font-medium">Lançamento da casa (conta compartilhada)</p>
      ) : (
        <div className="flex items-center gap-2">
          <Checkbox
            id={`${id}-household`}
            checked={state.household}
            onCheckedChange={(checked) => set({ household: checked === true })}
          />
          <Label htmlFor={`${id}-household`}>Da casa</Label>
        </div>
      )}
      {householdRow ? (
        <>
          <Field label="Quem pagou">
            <select
              className={cn(controlClasses, "h-9")}
              value={state.paidBy}
              onChange={(event) => set({ paidBy: event.target.value })}
            >
              <option value="">{defaultPayer}</option>
              {context.members.map((member) => (
                <option key={member.userId} value={member.userId}>
                  {member.name}
                </option>
              ))}
            </select>
          </Field>
          <div role="radiogroup" aria-label="Divisão" className="flex flex-col gap-2">
            <span className="text-sm font-medium">Divisão</span>
            <div className="flex flex-wrap gap-4 text-sm">
              {(["default", "custom"] as const).map((kind) => (
                <label key={kind} className="flex items-center gap-2">
                  <input
                    type="radio"
                    name={`${id}-split`}
                    checked={state.split.kind === kind}
                    onChange={() =>
                      set({
                        split:
                          kind === "default"
                            ? { kind }
                            : { kind, percents: Object.fromEntries(context.members.map((m) => [m.userId, ""])) },
                      })
                    }
                    className="accent-emerald-700 dark:accent-emerald-400"
                  />
                  {kind === "default" ? "Padrão da casa" : "Personalizada"}
                </label>
              ))}
            </div>
            {custom ? (
              <div className="grid gap-2 sm:grid-cols-2">
                {context.members.map((member) => (
                  <Field key={member.userId} label={`${member.name} (%)`}>
                    <Input
                      inputMode="decimal"
                      value={custom[member.userId] ?? ""}
                      placeholder="0"
                      onChange={(event) =>
                        set({ split: { kind: "custom", percents: { ...custom, [member.userId]: event.target.value } } })
                      }
                    />
                  </Field>
                ))}
              </div>
            ) : null}
            {error ? (
              <p role="alert" className="text-xs text-rose-700 dark:text-rose-400">
                {error}
              </p>
            ) : null}
          </div>
        </>
      ) : null}
    </fieldset>
  );
}
