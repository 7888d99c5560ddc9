import { ArrowLeft } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { db } from "@/lib/server/db";
import { requirePageUser } from "@/server/auth/require-page-user";
import { listCategories } from "@/server/categories/list-categories";
import { listImports } from "@/server/imports/list-imports";
import { listPaymentMethods } from "@/server/payment-methods/list-payment-methods";
import { PageHeader } from "@/components/shell/page-header";
import { Button } from "@/components/ui/button";
import { ImportHistory } from "@/components/import/import-history";
import { ImportWizard } from "@/components/import/import-wizard";

export const metadata: Metadata = { title: "Importar extrato" };

/** Bring a bank statement in: the upload and preview run in the browser, the history on the server. */
export default async function ImportPage() {
  const user = await requirePageUser();
  const [categories, paymentMethods, history] = await Promise.all([
    listCategories(db, user.id),
    listPaymentMethods(db, user.id),
    listImports(db, user.id),
  ]);
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
      <ImportWizard
        categories={categories.map((c) => ({ id: c._id, name: c.name, type: c.type }))}
        paymentMethods={paymentMethods.map((m) => ({ id: m._id, name: m.name }))}
      />
      <ImportHistory items={history.filter((item) => item.status !== "preview")} />
    </div>
  );
}
