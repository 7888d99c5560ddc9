import "server-only";
import { ImportWizard } from "@/components/import/import-wizard";
import { ListLoadError } from "@/components/shell/list-load-error";
import { Skeleton } from "@/components/ui/skeleton";
import { db } from "@/lib/server/db";
import { loadPart } from "@/lib/server/load-part";
import { listCategories } from "@/server/categories/list-categories";
import { listPaymentMethods } from "@/server/payment-methods/list-payment-methods";

/** The upload and preview (a client island), with the categories and payment methods it offers. */
export async function ImportWizardPart({ userId }: { userId: string }) {
  const references = await loadPart("importação: categorias e meios de pagamento", () =>
    Promise.all([listCategories(db, userId), listPaymentMethods(db, userId)]),
  );
  if (!references.ok) {
    return (
      <ListLoadError
        message="Não foi possível carregar as categorias e os meios de pagamento."
        toastTitle="Erro ao preparar a importação"
      />
    );
  }
  const [categories, paymentMethods] = references.data;
  return (
    <ImportWizard
      categories={categories.map((c) => ({ id: c._id, name: c.name, type: c.type }))}
      paymentMethods={paymentMethods.map((m) => ({ id: m._id, name: m.name }))}
    />
  );
}

/** The drop zone's place while its choices load. */
export function ImportWizardSkeleton() {
  return (
    <div role="status" aria-label="Carregando a importação...">
      <Skeleton className="h-56 w-full rounded-xl" />
    </div>
  );
}
