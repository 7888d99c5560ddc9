import Link from "next/link";
import type { LucideIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/shell/page-header";

/** Placeholder body for a protected screen that has not landed yet. */
export function ComingSoon({ title, icon, showHomeLink = true }: { title: string; icon: LucideIcon; showHomeLink?: boolean }) {
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={title} />
      <EmptyState
        icon={icon}
        title="Em breve"
        description="Estamos preparando esta tela. Volte daqui a pouco."
        action={
          showHomeLink ? (
            <Button asChild variant="outline">
              <Link href="/dashboard">Ir para o Dashboard</Link>
            </Button>
          ) : null
        }
      />
    </div>
  );
}
