import type { Metadata } from "next";
import { Suspense } from "react";
import { PageHeader } from "@/components/shell/page-header";
import { AccountDataPanels } from "@/components/profile/account-data-panels";
import { ProfilePanel } from "@/components/profile/profile-panel";
import { WebhooksSkeleton } from "@/components/webhooks/webhooks-skeleton";
import { WebhooksPart } from "./_components/webhooks-part";
import { ApiTokensSkeleton } from "@/components/api-tokens/api-tokens-skeleton";
import { ApiTokensPart } from "./_components/api-tokens-part";
import { DependentsPart } from "./_components/dependents-part";
import { SkeletonRows } from "@/components/ui/skeleton-rows";
import { requirePageUser } from "@/server/auth/require-page-user";
import { toUserJson } from "@/server/users/to-user-json";

export const metadata: Metadata = { title: "Perfil" };

export default async function ProfilePage() {
  // Open without a subscription: the data subject rights (export, deletion) and a password change
  // cannot depend on paying.
  const user = await requirePageUser({ subscription: false });
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6">
      <PageHeader title="Perfil" description="Suas informações de conta, seus dados e sua senha." />
      <ProfilePanel user={toUserJson(user)} />
      <Suspense fallback={<SkeletonRows count={2} label="Carregando os dependentes" className="rounded-xl border border-zinc-200 p-5 dark:border-zinc-800" />}>
        <DependentsPart userId={user.id} titularCpf={user.cpf} />
      </Suspense>
      <Suspense fallback={<ApiTokensSkeleton />}>
        <ApiTokensPart userId={user.id} />
      </Suspense>
      <Suspense fallback={<WebhooksSkeleton />}>
        <WebhooksPart userId={user.id} />
      </Suspense>
      <AccountDataPanels email={user.email} />
    </div>
  );
}
