import type { Metadata } from "next";
import { PageHeader } from "@/components/shell/page-header";
import { ClearCachePanel } from "@/components/settings/clear-cache-panel";
import { EmailRemindersPanel } from "@/components/settings/email-reminders-panel";
import { InstallAppPanel } from "@/components/settings/install-app-panel";
import { SubscriptionLinkPanel } from "@/components/settings/subscription-link-panel";
import { requirePageUser } from "@/server/auth/require-page-user";

export const metadata: Metadata = { title: "Configurações" };

export default async function SettingsPage() {
  // Open without an active subscription: it is the way to the subscription screen.
  const user = await requirePageUser({ subscription: false });
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6">
      <PageHeader title="Configurações" description="Sua assinatura e os dados deste navegador." />
      <SubscriptionLinkPanel />
      <EmailRemindersPanel enabled={user.emailReminders} />
      <InstallAppPanel />
      <ClearCachePanel />
    </div>
  );
}
