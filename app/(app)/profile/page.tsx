import type { Metadata } from "next";
import { UserRound } from "lucide-react";
import { ComingSoon } from "@/components/shell/coming-soon";

export const metadata: Metadata = { title: "Perfil" };

export default function ProfilePage() {
  return <ComingSoon title="Perfil" icon={UserRound} />;
}
