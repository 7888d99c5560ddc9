import { ArrowLeft } from "lucide-react";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { PageHeader } from "@/components/shell/page-header";

/** The /subscription title with 'Voltar' to /settings. */
export function SubscriptionHeader({ description }: { description?: string }) {
  return (
    <PageHeader
      title="Assinatura"
      description={description}
      actions={
        <Button asChild variant="outline">
          <Link href="/settings">
            <ArrowLeft aria-hidden="true" />
            Voltar
          </Link>
        </Button>
      }
    />
  );
}
