"use client";

import { Landmark } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import type { ConnectWidgetOptions } from "@/components/connections/bank-widget";

/** Pluggy's sandbox bank and its test credentials, as the stand-in server knows them. */
const PLUGGY_BANK = { connectorId: 2, name: "Pluggy Bank", parameters: { user: "user-ok", password: "password-ok" } };

/**
 * The stand-in for Pluggy Connect (npm run dev:bank and the e2e suite): same options, same
 * callbacks. It creates the item at the server standing in for Pluggy with the connect token, as
 * the real widget does at Pluggy, and hands its id to onSuccess.
 */
export default function StandInConnect({ apiUrl, options }: { apiUrl: string; options: ConnectWidgetOptions }) {
  const [open, setOpen] = useState(true);
  const [busy, setBusy] = useState(false);

  const close = () => {
    setOpen(false);
    options.onClose();
  };

  const connect = async () => {
    setBusy(true);
    try {
      const path = options.updateItem ? `/items/${options.updateItem}` : "/items";
      const res = await fetch(new URL(path, apiUrl), {
        method: options.updateItem ? "PATCH" : "POST",
        headers: { "content-type": "application/json", "x-api-key": options.connectToken },
        body: JSON.stringify({ connectorId: PLUGGY_BANK.connectorId, parameters: PLUGGY_BANK.parameters }),
      });
      if (!res.ok) throw new Error(`Pluggy respondeu ${res.status}`);
      const item = (await res.json()) as { id: string };
      setOpen(false);
      await options.onSuccess({ item: { id: item.id } });
    } catch (error) {
      options.onError({ message: error instanceof Error ? error.message : "Falha ao conectar" });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? setOpen(true) : close())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Conectar banco (simulação)</DialogTitle>
          <DialogDescription>
            Este servidor usa um substituto local da Pluggy. Escolha o banco de teste para conectar.
          </DialogDescription>
        </DialogHeader>
        <Button variant="outline" className="justify-start gap-3" loading={busy} onClick={() => void connect()}>
          <Landmark aria-hidden="true" />
          {PLUGGY_BANK.name}
        </Button>
        <DialogFooter>
          <Button variant="ghost" onClick={close} disabled={busy}>
            Cancelar
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
