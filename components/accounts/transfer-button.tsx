"use client";

import { ArrowRightLeft } from "lucide-react";
import { Button } from "@/components/ui/button";
import { OnDemandDialog } from "@/components/ui/on-demand-dialog";
import type { AccountOption } from "@/components/accounts/account-select";

// The dialog (Radix, the date picker) comes with the first click on 'Transferir'.
const loadDialog = () =>
  import("@/components/accounts/transfer-dialog").then((module) => ({ default: module.TransferDialog }));

export function TransferButton({ accounts }: { accounts: AccountOption[] }) {
  const trigger = (
    <Button disabled={accounts.length < 2}>
      <ArrowRightLeft aria-hidden="true" />
      Transferir
    </Button>
  );
  return <OnDemandDialog load={loadDialog} trigger={trigger} props={{ accounts }} />;
}
