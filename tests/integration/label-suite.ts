import type { call } from "../helpers/api";
import type { DbOrTx } from "@/lib/server/db";
import type { LabelJson } from "@/lib/schemas/labels";

type Handler = Parameters<typeof call>[0];

/** Everything that tells the category suite from the payment-method suite. */
export interface LabelSuite {
  label: string;
  basePath: string;
  routes: {
    create: Handler;
    listAll: Handler;
    starterSet: Handler;
    get: Handler;
    update: Handler;
    remove: Handler;
  };
  nameRequired: string;
  duplicateMessage: string;
  notFoundMessage: string;
  starterNames: string[];
  /** The transaction column that references this kind of label. */
  transactionColumn: "categoryId" | "paymentMethodId";
  /** The use case behind list-all, which the screen also calls with its `?q=` term. */
  listUseCase: (db: DbOrTx, userId: string, search?: string) => Promise<LabelJson[]>;
  /** Fields a kind answers besides the label's own, as a new label has them. */
  extraFields?: Record<string, unknown>;
  /** What the starter set asks for (the payment methods' card days). */
  starterBody?: unknown;
}
