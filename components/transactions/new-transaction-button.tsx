"use client";

import { Plus } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useTransactionActions } from "@/components/transactions/transactions-provider";

/** Opens 'Nova Transação' ('Nova Transação' in the header, 'Registrar transação' in the empty list). */
export function NewTransactionButton({ children }: { children: React.ReactNode }) {
  const { openCreate } = useTransactionActions();
  return (
    <Button onClick={openCreate}>
      <Plus aria-hidden="true" />
      {children}
    </Button>
  );
}
