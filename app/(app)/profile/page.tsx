import { createHash } from "node:crypto";
import type { Metadata } from "next";
import { PageHeader } from "@/components/shell/page-header";
import { AccountDataCards } from "@/components/profile/account-data-cards";
import { ProfileCard } from "@/components/profile/profile-card";
import { requirePageUser } from "@/server/auth/require-page-user";
import { toUserJson } from "@/server/users/to-user-json";

export const metadata: Metadata = { title: "Perfil" };

/**
 * The e-mail's Gravatar (SHA-256 of the trimmed, lower-cased address). `d=404` makes a missing
 * picture fail to load, so the avatar keeps its initials; offline it fails the same way.
 */
function gravatarUrl(email: string, size = 160): string {
  const hash = createHash("sha256").update(email.trim().toLowerCase()).digest("hex");
  return `https://gravatar.com/avatar/${hash}?s=${size}&d=404`;
}

export default async function ProfilePage() {
  // Open without a subscription: the data subject rights (export, deletion) and a password change
  // cannot depend on paying.
  const user = await requirePageUser({ subscription: false });
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6">
      <PageHeader title="Perfil" description="Suas informações de conta, seus dados e sua senha." />
      <ProfileCard user={toUserJson(user)} avatarUrl={gravatarUrl(user.email)} />
      <AccountDataCards email={user.email} />
    </div>
  );
}
