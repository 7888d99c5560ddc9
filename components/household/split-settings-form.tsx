"use client";

import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { toast } from "@/components/toast/toast";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { SPLIT_MODE_HINTS, SPLIT_MODE_LABELS, formatPercent } from "@/components/household/household-screen-texts";
import { apiFetch, errorMessage } from "@/lib/client/api-client";
import { householdSplitModes, type HouseholdSplitMode } from "@/lib/domain/enums";
import { FULL_SHARE_BASIS_POINTS, basisPointsToPercent, percentToBasisPoints } from "@/lib/domain/household-split";

interface Member {
  userId: string;
  name: string;
}

/** "33,33" → 33.33; null when it is no number. */
function readPercent(typed: string): number | null {
  const text = typed.trim().replace(",", ".");
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(text)) return null;
  return Number(text);
}

const typedPercent = (percent: number) => String(percent).replace(".", ",");

/** The owner's choice of the default split; "Percentuais fixos" asks each member's percent (summing 100). */
export function SplitSettingsForm({
  mode: savedMode,
  shares: savedShares,
  members,
}: {
  mode: HouseholdSplitMode;
  shares: Record<string, number> | null;
  members: Member[];
}) {
  const router = useRouter();
  const name = useId();
  const [mode, setMode] = useState(savedMode);
  const [typed, setTyped] = useState<Record<string, string>>(() =>
    Object.fromEntries(
      members.map((member) => [
        member.userId,
        typedPercent(savedShares?.[member.userId] ?? basisPointsToPercent(Math.floor(FULL_SHARE_BASIS_POINTS / members.length))),
      ]),
    ),
  );
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const percents = members.map((member) => readPercent(typed[member.userId] ?? ""));
  // Summed in basis points: 33,33 + 33,33 + 33,34 is exactly 100.
  const sumBasisPoints = percents.reduce<number>((sum, percent) => sum + (percent === null ? 0 : (percentToBasisPoints(percent) ?? 0)), 0);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (mode === "fixed" && (percents.some((percent) => percent === null) || sumBasisPoints !== FULL_SHARE_BASIS_POINTS)) {
      setError("Os percentuais devem somar exatamente 100%, com até duas casas decimais.");
      return;
    }
    setError(null);
    setBusy(true);
    const shares = mode === "fixed" ? Object.fromEntries(members.map((member, index) => [member.userId, percents[index]])) : null;
    try {
      await apiFetch("/household", { method: "PATCH", body: { split: { mode, shares } } });
      toast.success("Divisão salva.");
      router.refresh();
    } catch (failure) {
      setError(errorMessage(failure, "Não foi possível salvar a divisão. Tente de novo."));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
      <fieldset className="flex flex-col gap-2">
        <legend className="sr-only">Divisão padrão</legend>
        {householdSplitModes.map((choice) => (
          <label key={choice} className="flex cursor-pointer items-start gap-2 text-sm">
            <input
              type="radio"
              name={name}
              value={choice}
              checked={mode === choice}
              onChange={() => setMode(choice)}
              disabled={busy}
              className="mt-0.5 size-4 accent-emerald-700 dark:accent-emerald-400"
            />
            <span className="flex min-w-0 flex-col leading-tight">
              <span className="text-zinc-900 dark:text-zinc-100">{SPLIT_MODE_LABELS[choice]}</span>
              <span className="text-xs text-zinc-600 dark:text-zinc-400">{SPLIT_MODE_HINTS[choice]}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {mode === "fixed" ? (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium text-zinc-900 dark:text-zinc-100">Percentual de cada um</legend>
          {members.map((member) => (
            <div key={member.userId} className="flex items-center justify-between gap-3">
              <Label htmlFor={`${name}-${member.userId}`} className="min-w-0 break-words">
                {member.name}
              </Label>
              <div className="flex items-center gap-1">
                <Input
                  id={`${name}-${member.userId}`}
                  inputMode="decimal"
                  autoComplete="off"
                  className="w-24 text-right tabular-nums"
                  value={typed[member.userId] ?? ""}
                  aria-invalid={readPercent(typed[member.userId] ?? "") === null || undefined}
                  onChange={(event) => {
                    setTyped((current) => ({ ...current, [member.userId]: event.target.value }));
                    setError(null);
                  }}
                  disabled={busy}
                />
                <span aria-hidden="true" className="text-sm text-zinc-600 dark:text-zinc-400">
                  %
                </span>
              </div>
            </div>
          ))}
          <p className="text-right text-xs text-zinc-600 tabular-nums dark:text-zinc-400" aria-live="polite">
            Soma: {formatPercent(basisPointsToPercent(sumBasisPoints))}
          </p>
        </fieldset>
      ) : null}
      {error ? (
        <p role="alert" className="text-xs font-medium text-rose-700 dark:text-rose-400">
          {error}
        </p>
      ) : null}
      <Button type="submit" loading={busy} className="w-full sm:w-fit">
        {busy ? "Salvando..." : "Salvar divisão"}
      </Button>
    </form>
  );
}
