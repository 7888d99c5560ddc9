"use client";

import { KeyRound, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { OnDemandDialog } from "@/components/ui/on-demand-dialog";

// Both dialogs (Radix, the forms and their validation) come with the first click on their button.
const loadChangePassword = () =>
  import("@/components/profile/change-password-dialog").then((module) => ({ default: module.ChangePasswordDialog }));
const loadDeleteAccount = () =>
  import("@/components/profile/delete-account-dialog").then((module) => ({ default: module.DeleteAccountDialog }));

export function ChangePasswordButton() {
  const trigger = (
    <Button variant="outline">
      <KeyRound aria-hidden="true" />
      Alterar senha
    </Button>
  );
  return <OnDemandDialog load={loadChangePassword} trigger={trigger} props={{}} />;
}

export function DeleteAccountButton({ email }: { email: string }) {
  const trigger = (
    <Button variant="destructive">
      <Trash2 aria-hidden="true" />
      Excluir conta
    </Button>
  );
  return <OnDemandDialog load={loadDeleteAccount} trigger={trigger} props={{ email }} />;
}
