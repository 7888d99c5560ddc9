import type { Metadata } from "next";
import { PageHeader } from "@/components/shell/page-header";
import { ProfileCard } from "@/components/profile/profile-card";

export const metadata: Metadata = { title: "Perfil" };

export default function ProfilePage() {
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6">
      <PageHeader title="Perfil" description="Suas informações de conta." />
      <ProfileCard />
    </div>
  );
}
