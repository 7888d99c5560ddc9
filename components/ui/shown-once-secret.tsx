"use client";

import { Check, Copy } from "lucide-react";
import { useState } from "react";
import { toast } from "@/components/toast/toast";
import { Button } from "@/components/ui/button";
import { DialogClose, DialogFooter } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";

/**
 * A credential shown this once (a personal token, a webhook's secret): read-only, selected on
 * focus, with "Copiar" that says "Copiado" once it worked, what to do with it, and "Concluir".
 */
export function ShownOnceSecret({
  id,
  label,
  value,
  copied: copiedMessage,
  copyFailed,
  children,
}: {
  id: string;
  label: string;
  value: string;
  /** The toast once copied ("Token copiado."). */
  copied: string;
  /** What to do when the clipboard refuses ("Selecione o token e copie à mão."). */
  copyFailed: string;
  /** How to use it, under the field. */
  children?: React.ReactNode;
}) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      toast.success(copiedMessage);
    } catch {
      toast.error("Erro", { description: `Não foi possível copiar. ${copyFailed}` });
    }
  };
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-2">
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input id={id} readOnly value={value} className="font-mono text-xs" onFocus={(event) => event.currentTarget.select()} />
          <Button type="button" variant="outline" onClick={() => void copy()}>
            {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
            {copied ? "Copiado" : "Copiar"}
          </Button>
        </div>
        {children}
      </div>
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button">Concluir</Button>
        </DialogClose>
      </DialogFooter>
    </div>
  );
}
