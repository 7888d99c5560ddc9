"use client";

import { Link2 } from "lucide-react";
import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { toast } from "@/components/toast/toast";
import { Button } from "@/components/ui/button";
import { controlClasses } from "@/components/ui/input";
import { Money } from "@/components/ui/money";
import { apiFetch, errorMessage } from "@/lib/client/api-client";
import type { Cents } from "@/lib/format/money";
import { cn } from "@/lib/utils";

export interface LinkChoice {
  id: string;
  name: string;
}

export interface LinkableAccount {
  id: string;
  name: string;
  linkState: "linked" | "pending";
  paymentMethodId: string | null;
  suggestedPaymentMethodId: string | null;
  suggestedPaymentMethodName: string | null;
  linkAdjustmentCents: Cents | null;
}

/**
 * One connected account's link to the person's own: "Esta é a sua “Nubank”?" while it waits
 * ("Sim, vincular" / "Não, criar nova", or another of their accounts), "Trocar vínculo" once
 * linked, and the "Ajuste de saldo ao conectar" until seen.
 */
export function AccountLink({ account, choices }: { account: LinkableAccount; choices: LinkChoice[] }) {
  const router = useRouter();
  const selectId = useId();
  const pending = account.linkState === "pending";
  const [changing, setChanging] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);
  const others = choices.filter((choice) => choice.id !== account.paymentMethodId);
  const [picked, setPicked] = useState(account.suggestedPaymentMethodId ?? others[0]?.id ?? "");

  const link = async (paymentMethodId: string | null, action: string) => {
    setBusy(action);
    try {
      await apiFetch(`/open-finance/accounts/${account.id}`, { method: "PATCH", body: { paymentMethodId } });
      toast.success(paymentMethodId ? "Conta vinculada. As transações do banco chegam em instantes." : "Conta nova criada. As transações do banco chegam em instantes.");
      setChanging(false);
      router.refresh();
    } catch (error) {
      toast.error(errorMessage(error, "Não foi possível vincular a conta. Tente novamente."));
    } finally {
      setBusy(null);
    }
  };

  const seen = async () => {
    setBusy("seen");
    try {
      await apiFetch(`/open-finance/accounts/${account.id}/adjustment-seen`, { method: "POST" });
      router.refresh();
    } catch (error) {
      toast.error(errorMessage(error, "Não foi possível salvar. Tente novamente."));
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="flex w-full flex-col gap-2">
      {pending && account.suggestedPaymentMethodId ? (
        <div role="group" aria-label={`Vínculo de ${account.name}`} className="flex flex-col gap-2 rounded-lg bg-sky-50 p-3 dark:bg-sky-950/40">
          <p className="font-medium">Esta é a sua “{account.suggestedPaymentMethodName}”?</p>
          <div className="flex flex-wrap gap-2">
            <Button size="sm" loading={busy === "yes"} disabled={busy !== null} onClick={() => void link(account.suggestedPaymentMethodId, "yes")}>
              Sim, vincular
            </Button>
            <Button size="sm" variant="outline" loading={busy === "new"} disabled={busy !== null} onClick={() => void link(null, "new")}>
              Não, criar nova
            </Button>
            {others.length > 1 ? (
              <Button size="sm" variant="ghost" disabled={busy !== null} onClick={() => setChanging((open) => !open)}>
                Escolher outra
              </Button>
            ) : null}
          </div>
        </div>
      ) : pending ? (
        <div className="flex flex-wrap items-center gap-2">
          <p>Escolha a conta deste vínculo.</p>
          <Button size="sm" variant="outline" loading={busy === "new"} disabled={busy !== null} onClick={() => void link(null, "new")}>
            Criar nova
          </Button>
        </div>
      ) : (
        <Button size="sm" variant="ghost" className="self-start" disabled={busy !== null} onClick={() => setChanging((open) => !open)}>
          <Link2 aria-hidden="true" />
          Trocar vínculo
        </Button>
      )}
      {(changing || (pending && !account.suggestedPaymentMethodId)) && others.length > 0 ? (
        <div className="flex flex-wrap items-end gap-2">
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <label htmlFor={selectId} className="text-xs font-medium text-zinc-600 dark:text-zinc-400">
              Vincular a
            </label>
            <select id={selectId} className={cn(controlClasses, "h-9")} value={picked} onChange={(event) => setPicked(event.target.value)}>
              {others.map((choice) => (
                <option key={choice.id} value={choice.id}>
                  {choice.name}
                </option>
              ))}
            </select>
          </div>
          <Button size="sm" loading={busy === "pick"} disabled={busy !== null || !picked} onClick={() => void link(picked, "pick")}>
            Vincular
          </Button>
        </div>
      ) : null}
      {account.linkAdjustmentCents !== null ? (
        <div role="status" className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-amber-50 p-3 dark:bg-amber-950/40">
          <p>
            Ajuste de saldo ao conectar: <Money cents={account.linkAdjustmentCents} sign="balance" />
          </p>
          <Button size="sm" variant="ghost" loading={busy === "seen"} disabled={busy !== null} onClick={() => void seen()}>
            Entendi
          </Button>
        </div>
      ) : null}
    </div>
  );
}
