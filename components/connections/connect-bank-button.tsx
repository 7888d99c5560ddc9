"use client";

import { Landmark, RotateCcw } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import type { ComponentType } from "react";
import { toast } from "@/components/toast/toast";
import { Button } from "@/components/ui/button";
import { apiFetch, errorMessage } from "@/lib/client/api-client";
import { WIDGET_FAILURE, openPluggyConnect, widgetErrorDescription } from "@/components/connections/bank-widget";
import type { BankWidget, ConnectWidgetOptions } from "@/components/connections/bank-widget";

type StandIn = ComponentType<{ apiUrl: string; options: ConnectWidgetOptions }>;

/**
 * "Conectar banco" (or "Reconectar" for an existing connection): asks our API for a connect token,
 * then opens the widget, fetched only now. After the widget's success the item is handed to our
 * API and the screen reads the connections again.
 */
export function ConnectBankButton({
  widget,
  connection,
  variant = "default",
  size = "default",
}: {
  widget: BankWidget;
  /** The connection to reconnect: our id and Pluggy's. */
  connection?: { id: string; pluggyItemId: string };
  variant?: "default" | "outline";
  size?: "default" | "sm";
}) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [standIn, setStandIn] = useState<{ Component: StandIn; options: ConnectWidgetOptions } | null>(null);

  const finish = async ({ item }: { item: { id: string } }) => {
    try {
      await apiFetch("/open-finance/items", { method: "POST", body: { itemId: item.id } });
      toast.success(connection ? "Conexão renovada." : "Banco conectado. As transações chegam em instantes.");
      router.refresh();
    } catch (error) {
      toast.error(errorMessage(error, "Não foi possível salvar a conexão. Tente novamente."));
    } finally {
      setBusy(false);
      setStandIn(null);
    }
  };

  const open = async () => {
    setBusy(true);
    try {
      const { accessToken } = await apiFetch<{ accessToken: string }>("/open-finance/connect-token", {
        method: "POST",
        body: connection ? { connectionId: connection.id } : {},
      });
      const options: ConnectWidgetOptions = {
        connectToken: accessToken,
        updateItem: connection?.pluggyItemId,
        theme: document.documentElement.classList.contains("dark") ? "dark" : "light",
        onSuccess: finish,
        onError: ({ message }) => {
          toast.error(WIDGET_FAILURE.title, { description: widgetErrorDescription(message, navigator.onLine) });
        },
        onClose: () => {
          setBusy(false);
          setStandIn(null);
        },
      };
      if (widget.kind === "stand-in") {
        const standInModule = await import("@/components/connections/stand-in-connect");
        setStandIn({ Component: standInModule.default, options });
      } else {
        await openPluggyConnect(options);
      }
    } catch (error) {
      setBusy(false);
      toast.error(errorMessage(error, "Não foi possível abrir a conexão com o banco. Tente novamente."));
    }
  };

  const Icon = connection ? RotateCcw : Landmark;
  return (
    <>
      <Button variant={variant} size={size} loading={busy} onClick={() => void open()}>
        <Icon aria-hidden="true" />
        {connection ? "Reconectar" : "Conectar banco"}
      </Button>
      {standIn && widget.kind === "stand-in" ? <standIn.Component apiUrl={widget.apiUrl} options={standIn.options} /> : null}
    </>
  );
}
