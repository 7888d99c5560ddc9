"use client";

import { Mail, UserRound } from "lucide-react";
import { Avatar, AvatarFallback, AvatarImage, getInitials } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useStoredUser } from "@/components/auth/use-stored-user";
import { useGravatarUrl } from "@/components/profile/use-gravatar-url";
import type { StoredUser } from "@/lib/client/local-user";

// No badge for "inactive": with billing off (self-hosted) that status still has full access.
const statusLabel: Partial<Record<StoredUser["subscriptionStatus"], { text: string; variant: "success" | "warning" | "default" }>> = {
  active: { text: "Assinatura ativa", variant: "success" },
  past_due: { text: "Pagamento pendente", variant: "warning" },
  canceled: { text: "Assinatura cancelada", variant: "default" },
};

/** Avatar, name and e-mail of the stored user (spec: read from local storage). */
export function ProfileCard() {
  const user = useStoredUser();
  const avatarUrl = useGravatarUrl(user?.email);

  if (user === undefined) {
    return (
      <Card aria-busy="true">
        <CardContent className="flex flex-col items-center gap-4 py-4 sm:flex-row sm:items-center">
          <span className="sr-only">Carregando...</span>
          <Skeleton className="size-20 rounded-full" />
          <div className="flex w-full flex-col items-center gap-2 sm:items-start">
            <Skeleton className="h-6 w-48" />
            <Skeleton className="h-4 w-64 max-w-full" />
          </div>
        </CardContent>
      </Card>
    );
  }

  if (!user) {
    return (
      <Card>
        <CardContent className="flex flex-col items-center gap-3 py-8 text-center">
          <UserRound className="size-8 text-zinc-400" aria-hidden="true" />
          <p role="alert" className="text-sm text-zinc-600 dark:text-zinc-400">
            Não foi possível carregar as informações do usuário.
          </p>
        </CardContent>
      </Card>
    );
  }

  const status = user.vipAccess ? { text: "Acesso VIP", variant: "success" as const } : statusLabel[user.subscriptionStatus];
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-5 py-4 text-center sm:flex-row sm:text-left">
        <Avatar className="size-20 ring-4 ring-emerald-50 dark:ring-emerald-500/10">
          {avatarUrl ? <AvatarImage src={avatarUrl} alt={`Foto de ${user.name}`} referrerPolicy="no-referrer" /> : null}
          <AvatarFallback className="text-2xl">{getInitials(user.name)}</AvatarFallback>
        </Avatar>
        <div className="flex min-w-0 flex-col items-center gap-1.5 sm:items-start">
          <h2 className="max-w-full truncate text-xl font-semibold tracking-tight text-zinc-900 dark:text-zinc-50">{user.name}</h2>
          <p className="flex max-w-full items-center gap-1.5 text-sm text-zinc-600 dark:text-zinc-400">
            <Mail className="size-4 shrink-0" aria-hidden="true" />
            <span className="truncate">{user.email}</span>
          </p>
          {status ? (
            <Badge variant={status.variant} className="mt-1">
              {status.text}
            </Badge>
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}
