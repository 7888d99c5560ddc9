import type { Metadata } from "next";
import { PageHeader } from "@/components/shell/page-header";
import { ClearCacheCard } from "@/components/settings/clear-cache-card";
import { EmailRemindersCard } from "@/components/settings/email-reminders-card";
import { InstallAppCard } from "@/components/settings/install-app-card";
import { SubscriptionLinkCard } from "@/components/settings/subscription-link-card";
import { requirePageUser } from "@/server/auth/require-page-user";

export const metadata: Metadata = { title: "Configurações" };

export default async function SettingsPage() {
  // Open without an active subscription: it is the way to the subscription screen.
  const user = await requirePageUser({ subscription: false });
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6">
      <PageHeader title="Configurações" description="Sua assinatura e os dados deste navegador." />
      <SubscriptionLinkCard />
      <EmailRemindersCard enabled={user.emailReminders} />
      <InstallAppCard />
      <ClearCacheCard />
    </div>
  );
}
