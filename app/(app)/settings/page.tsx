import type { Metadata } from "next";
import { Settings } from "lucide-react";
import { ComingSoon } from "@/components/shell/coming-soon";

export const metadata: Metadata = { title: "Configurações" };

export default function SettingsPage() {
  return <ComingSoon title="Configurações" icon={Settings} />;
}
