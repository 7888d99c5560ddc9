"use client";

import { CreditCard, LogOut, Settings, UserRound } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { apiFetch } from "@/lib/client/api-client";
import { clearStoredSession } from "@/lib/client/local-user";
import { forgetPersonalCaches } from "@/lib/client/offline-caches";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import type { UserJson } from "@/lib/schemas/users";
import { trialUntilLabel } from "@/lib/format/trial";

/** The account menu itself, fetched on the first click of the avatar (components/shell/account-menu.tsx). */
export default function AccountMenuDropdown({ user, trigger }: { user: UserJson; trigger: React.ReactNode }) {
  const router = useRouter();
  const [leaving, setLeaving] = useState(false);

  async function signOut() {
    setLeaving(true);
    try {
      await apiFetch("/auth/logout", { method: "POST" });
    } catch {
      // The session cookie may already be gone; leaving must work regardless.
    }
    clearStoredSession();
    await forgetPersonalCaches();
    router.replace("/auth/login");
  }

  return (
    <DropdownMenu defaultOpen>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60">
        <DropdownMenuLabel className="flex flex-col gap-0.5">
          <span className="truncate text-sm font-medium text-zinc-900 dark:text-zinc-100">{user.name}</span>
          <span className="truncate text-xs font-normal">{user.email}</span>
          {user.trialEndsAt ? (
            <span className="text-xs font-medium text-emerald-700 dark:text-emerald-400">
              {trialUntilLabel(user.trialEndsAt)}
            </span>
          ) : null}
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link href="/profile">
            <UserRound aria-hidden="true" />
            Perfil
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link href="/settings">
            <Settings aria-hidden="true" />
            Configurações
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link href="/subscription">
            <CreditCard aria-hidden="true" />
            Assinatura
          </Link>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="destructive" disabled={leaving} onSelect={() => void signOut()}>
          <LogOut aria-hidden="true" />
          {leaving ? "Saindo..." : "Sair"}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
