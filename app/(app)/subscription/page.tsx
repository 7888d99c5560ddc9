import type { Metadata } from "next";
import { BadgeCheck } from "lucide-react";
import { ComingSoon } from "@/components/shell/coming-soon";

export const metadata: Metadata = { title: "Assinatura" };

export default function SubscriptionPage() {
  return <ComingSoon title="Assinatura" icon={BadgeCheck} />;
}
