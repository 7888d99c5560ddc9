"use client";

import { RefreshCw, Unplug } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "@/components/toast/toast";
import { Button } from "@/components/ui/button";
import { OnDemandDialog } from "@/components/ui/on-demand-dialog";
import { ApiError, apiFetch, errorMessage } from "@/lib/client/api-client";
import { retryAfterMessage } from "@/lib/format/bank-connection-texts";
import { ConnectBankButton } from "@/components/connections/connect-bank-button";
import type { BankWidget } from "@/components/connections/bank-widget";

const loadDisconnect = () =>
  import("@/components/connections/disconnect-dialog").then((module) => ({ default: module.DisconnectDialog }));

/** Atualizar, Reconectar (when the bank asks for it) and Desconectar, for one connection. */
export function ConnectionActions({
  connection,
  widget,
}: {
  connection: { id: string; pluggyItemId: string; institutionName: string; needsAction: boolean };
  widget: BankWidget;
}) {
  const router = useRouter();
  const [syncing, setSyncing] = useState(false);

  const sync = async () => {
    setSyncing(true);
    try {
      const res = await fetch(`/api/v1/open-finance/items/${connection.id}/sync`, { method: "POST", credentials: "same-origin" });
      if (res.status === 429) {
        toast.info(retryAfterMessage(Number(res.headers.get("retry-after")) || 300));
        return;
      }
      if (!res.ok) {
        const body = (await res.json().catch(() => null)) as { message?: string } | null;
        throw new ApiError(res.status, body?.message ?? null);
      }
      toast.success("Atualização pedida ao banco. Os dados novos aparecem em instantes.");
      router.refresh();
    } catch (error) {
      toast.error(errorMessage(error, "Não foi possível pedir a atualização. Tente novamente."));
    } finally {
      setSyncing(false);
    }
  };

  const disconnect = async () => {
    try {
      await apiFetch(`/open-finance/items/${connection.id}`, { method: "DELETE" });
      toast.success(`${connection.institutionName} desconectado. As transações continuam na sua conta.`);
      router.refresh();
    } catch (error) {
      toast.error(errorMessage(error, "Não foi possível desconectar. Tente novamente."));
      throw error;
    }
  };

  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="outline" size="sm" loading={syncing} onClick={() => void sync()}>
        <RefreshCw aria-hidden="true" />
        Atualizar
      </Button>
      <ConnectBankButton
        widget={widget}
        connection={{ id: connection.id, pluggyItemId: connection.pluggyItemId }}
        variant={connection.needsAction ? "default" : "outline"}
        size="sm"
      />
      <OnDemandDialog
        load={loadDisconnect}
        trigger={
          <Button variant="ghost" size="sm">
            <Unplug aria-hidden="true" />
            Desconectar
          </Button>
        }
        props={{ institutionName: connection.institutionName, onConfirm: disconnect }}
      />
    </div>
  );
}
