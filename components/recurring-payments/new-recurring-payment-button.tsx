"use client";

import { Plus } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { LazyRecurringPaymentDialog } from "@/components/recurring-payments/lazy-recurring-payment-dialog";
import type { PaymentReferences } from "@/components/recurring-payments/payment-references";

/** 'Novo Pagamento' (header) or 'Cadastrar Pagamento' (empty state) and the create dialog. */
export function NewRecurringPaymentButton({
  text,
  references,
}: {
  text: string;
  references: PaymentReferences;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>
        <Plus aria-hidden="true" />
        {text}
      </Button>
      <LazyRecurringPaymentDialog
        open={open}
        onOpenChange={setOpen}
        payment={null}
        references={references}
      />
    </>
  );
}
