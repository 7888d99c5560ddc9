"use client";

import { Crown, LogOut, Pencil, UserMinus } from "lucide-react";
import { Button } from "@/components/ui/button";
import { OnDemandDialog } from "@/components/ui/on-demand-dialog";
import type { ManagedMember } from "@/components/household/managed-member";

// Each dialog (Radix, its form) comes with the first click on its button.
const loadLeave = () =>
  import("@/components/household/leave-household-dialog").then((module) => ({ default: module.LeaveHouseholdDialog }));
const loadRemove = () =>
  import("@/components/household/remove-member-dialog").then((module) => ({ default: module.RemoveMemberDialog }));
const loadRename = () =>
  import("@/components/household/rename-household-dialog").then((module) => ({ default: module.RenameHouseholdDialog }));
const loadTransfer = () =>
  import("@/components/household/transfer-ownership-dialog").then((module) => ({ default: module.TransferOwnershipDialog }));

export function LeaveHouseholdButton({ householdName }: { householdName: string }) {
  return (
    <OnDemandDialog
      load={loadLeave}
      props={{ householdName }}
      trigger={
        <Button variant="outline" className="text-rose-700 dark:text-rose-400">
          <LogOut aria-hidden="true" />
          Sair da casa
        </Button>
      }
    />
  );
}

export function RemoveMemberButton({ member }: { member: ManagedMember }) {
  return (
    <OnDemandDialog
      load={loadRemove}
      props={{ member }}
      trigger={
        <Button variant="ghost" size="sm" className="text-rose-700 dark:text-rose-400" aria-label={`Remover ${member.name} da casa`}>
          <UserMinus aria-hidden="true" />
          Remover
        </Button>
      }
    />
  );
}

export function TransferOwnershipButton({ member }: { member: ManagedMember }) {
  return (
    <OnDemandDialog
      load={loadTransfer}
      props={{ member }}
      trigger={
        <Button variant="ghost" size="sm" aria-label={`Passar a casa para ${member.name}`}>
          <Crown aria-hidden="true" />
          Passar a casa
        </Button>
      }
    />
  );
}

export function RenameHouseholdButton({ name }: { name: string }) {
  return (
    <OnDemandDialog
      load={loadRename}
      props={{ name }}
      trigger={
        <Button variant="outline" size="sm">
          <Pencil aria-hidden="true" />
          Renomear
        </Button>
      }
    />
  );
}
