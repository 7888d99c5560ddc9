import { Mail } from "lucide-react";
import { Avatar, AvatarFallback } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { Panel, PanelContent } from "@/components/ui/panel";
import { getInitials } from "@/lib/format/initials";
import { ProfileNameEditor } from "@/components/profile/profile-name-editor";
import type { UserJson } from "@/lib/schemas/users";
import { trialUntilLabel } from "@/lib/format/trial";

// No badge for "inactive": with billing off (self-hosted) that status still has full access.
const statusLabel: Partial<Record<UserJson["subscriptionStatus"], { text: string; variant: "success" | "warning" | "default" }>> = {
  active: { text: "Assinatura ativa", variant: "success" },
  past_due: { text: "Pagamento pendente", variant: "warning" },
  canceled: { text: "Assinatura cancelada", variant: "default" },
};

/**
 * Avatar, name and e-mail of the signed-in user. The avatar is the name's initials: a picture from
 * an outside service would tell that host who opened Perfil.
 */
export function ProfilePanel({ user }: { user: UserJson }) {
  const status = user.vipAccess
    ? { text: "Acesso VIP", variant: "success" as const }
    : user.trialEndsAt
      ? { text: trialUntilLabel(user.trialEndsAt), variant: "success" as const }
      : statusLabel[user.subscriptionStatus];
  return (
    <Panel>
      <PanelContent className="flex flex-col items-center gap-5 py-4 text-center sm:flex-row sm:text-left">
        <Avatar className="size-20 ring-4 ring-emerald-50 dark:ring-emerald-500/10">
          <AvatarFallback className="text-2xl">{getInitials(user.name)}</AvatarFallback>
        </Avatar>
        <div className="flex max-w-full min-w-0 flex-col items-center gap-1.5 sm:items-start">
          <ProfileNameEditor name={user.name} />
          <p className="flex max-w-full items-center gap-1.5 text-sm text-zinc-600 dark:text-zinc-400">
            <Mail className="size-4 shrink-0" aria-hidden="true" />
            <span className="truncate" title={user.email}>
              {user.email}
            </span>
          </p>
          {status ? (
            <Badge variant={status.variant} className="mt-1">
              {status.text}
            </Badge>
          ) : null}
        </div>
      </PanelContent>
    </Panel>
  );
}
