"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "@/components/toast/toast";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { ApiError, apiFetch, errorMessage } from "@/lib/client/api-client";
import { centsToTyped, formatMoney, typedToCents, type Cents } from "@/lib/format/money";

/** "Minha renda mensal", for the split proportional to income; empty clears it. */
export function MonthlyIncomeForm({ incomeCents }: { incomeCents: Cents | null }) {
  const router = useRouter();
  const [typed, setTyped] = useState(() => (incomeCents === null ? "" : centsToTyped(incomeCents)));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const cents = typedToCents(typed);
  const empty = typed.trim() === "";

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!empty && cents === null) {
      setError("Valor inválido: digite como 5.400,00.");
      return;
    }
    setBusy(true);
    try {
      await apiFetch("/household/members/me", { method: "PATCH", body: { monthlyIncomeCents: empty ? null : cents } });
      toast.success("Renda salva.");
      router.refresh();
    } catch (failure) {
      const message = errorMessage(failure, "Não foi possível salvar a renda. Tente de novo.");
      if (failure instanceof ApiError && failure.status === 400) setError(message);
      else toast.error("Erro", { description: message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <Field
        label="Minha renda mensal"
        error={error}
        hint={cents !== null ? `${formatMoney(cents)} · usada na divisão proporcional à renda` : "Usada na divisão proporcional à renda."}
        className="flex-1"
      >
        <Input
          inputMode="decimal"
          autoComplete="off"
          placeholder="0,00"
          className="tabular-nums"
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value);
            setError(null);
          }}
        />
      </Field>
      <Button type="submit" variant="outline" loading={busy} className="sm:mt-[1.625rem]">
        {busy ? "Salvando..." : "Salvar renda"}
      </Button>
    </form>
  );
}
