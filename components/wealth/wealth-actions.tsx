"use client";

import { HandCoins, Plus } from "lucide-react";
import dynamic from "next/dynamic";
import { useState } from "react";
import { ItemMenu } from "@/components/item-grid/item-menu";
import { useApiDelete } from "@/components/item-grid/use-api-delete";
import { Button } from "@/components/ui/button";
import { useOpenedOnce } from "@/components/ui/use-opened-once";
import { wealthTexts } from "@/components/wealth/wealth-screen-texts";
import type { WealthSubject } from "@/components/wealth/wealth-screen-texts";
import type { Cents } from "@/lib/format/money";

/**
 * The Patrimônio screen's islands: the two "Adicionar" buttons and each item's edit and delete.
 * The dialogs (react-hook-form, zod) are fetched when a pointer or the keyboard reaches their
 * button, or by the first click, never with the page.
 */
const loadInvestmentForm = () => import("@/components/wealth/investment-form-dialog");
const loadLoanForm = () => import("@/components/wealth/loan-form-dialog");
const loadEditForm = () => import("@/components/wealth/wealth-edit-dialog");
const InvestmentFormDialog = dynamic(() => loadInvestmentForm().then((m) => m.InvestmentFormDialog), { ssr: false });
const LoanFormDialog = dynamic(() => loadLoanForm().then((m) => m.LoanFormDialog), { ssr: false });
const WealthEditDialog = dynamic(() => loadEditForm().then((m) => m.WealthEditDialog), { ssr: false });

/** "Adicionar investimento" or "Adicionar empréstimo", and the dialog it opens. */
export function AddWealthButton({ subject, variant = "default" }: { subject: WealthSubject; variant?: "default" | "outline" }) {
  const [open, setOpen] = useState(false);
  const openedOnce = useOpenedOnce(open);
  const preload = () => void (subject === "investment" ? loadInvestmentForm() : loadLoanForm());
  const Dialog = subject === "investment" ? InvestmentFormDialog : LoanFormDialog;
  const Icon = subject === "investment" ? Plus : HandCoins;
  return (
    <>
      <Button variant={variant} onClick={() => setOpen(true)} onPointerEnter={preload} onFocus={preload}>
        <Icon aria-hidden="true" />
        {subject === "investment" ? wealthTexts.addInvestment : wealthTexts.addLoan}
      </Button>
      {openedOnce ? <Dialog open={open} onOpenChange={setOpen} /> : null}
    </>
  );
}

interface Item {
  id: string;
  name: string;
  kind: string;
  balanceCents: Cents;
  connected: boolean;
}

/** An item's edit (balance and kind; a connected one, its kind only) and delete (typed by hand only). */
export function WealthItemActions({ subject, item }: { subject: WealthSubject; item: Item }) {
  const remove = useApiDelete();
  const path = `/${subject === "investment" ? "investments" : "loans"}/${item.id}`;
  const editDialog = (open: boolean, onOpenChange: (open: boolean) => void) => (
    <WealthEditDialog open={open} onOpenChange={onOpenChange} subject={subject} item={item} />
  );
  if (item.connected) return <ConnectedItemEdit name={item.name} editDialog={editDialog} />;
  return (
    <ItemMenu
      name={item.name}
      deleteTitle={subject === "investment" ? "Excluir investimento?" : "Excluir empréstimo?"}
      deleteDescription={`"${item.name}" e o histórico dos seus saldos serão excluídos do patrimônio.`}
      onDelete={() =>
        remove(path, {
          success: { title: wealthTexts.deleted[subject] },
          failure: { title: wealthTexts.deleteFailed[subject], fallback: wealthTexts.deleteFallback },
        })
      }
      editDialog={editDialog}
    />
  );
}

/** A connected item's one action: "Alterar tipo". */
function ConnectedItemEdit({
  name,
  editDialog,
}: {
  name: string;
  editDialog: (open: boolean, onOpenChange: (open: boolean) => void) => React.ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const openedOnce = useOpenedOnce(open);
  return (
    <>
      <Button variant="ghost" size="sm" onClick={() => setOpen(true)} aria-label={`Alterar tipo de ${name}`} className="-mr-2">
        Alterar tipo
      </Button>
      {openedOnce ? editDialog(open, setOpen) : null}
    </>
  );
}
