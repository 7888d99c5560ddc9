import { ArrowLeft } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { Suspense } from "react";
import { requirePageUser } from "@/server/auth/require-page-user";
import { PageHeader } from "@/components/shell/page-header";
import { Button } from "@/components/ui/button";
import { ImportHistoryPart, ImportHistorySkeleton } from "./_components/import-history-part";
import { ImportWizardPart, ImportWizardSkeleton } from "./_components/import-wizard-part";

export const metadata: Metadata = { title: "Importar extrato" };

/**
 * Bring a bank statement in: the upload and preview run in the browser, the history on the
 * server; each streams in and fails on its own.
 */
export default async function ImportPage() {
  const user = await requirePageUser();
  return (
    <div className="flex flex-col gap-8">
      <PageHeader
        title="Importar extrato"
        description="Traga os lançamentos do seu banco em OFX ou CSV. Nada é gravado antes da sua confirmação."
        actions={
          <Button asChild variant="outline">
            <Link href="/transactions">
              <ArrowLeft aria-hidden="true" />
              Transações
            </Link>
          </Button>
        }
      />
      <Suspense fallback={<ImportWizardSkeleton />}>
        <ImportWizardPart userId={user.id} />
      </Suspense>
      <Suspense fallback={<ImportHistorySkeleton />}>
        <ImportHistoryPart userId={user.id} />
      </Suspense>
    </div>
  );
}
