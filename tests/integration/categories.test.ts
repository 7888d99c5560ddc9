import { CATEGORY_STARTER_SET } from "@/lib/schemas/categories";
import { afterAll, expect, vi } from "vitest";
import { POST } from "@/app/api/v1/category/route";
import { GET as listAll } from "@/app/api/v1/category/list-all/route";
import { POST as starterSet } from "@/app/api/v1/category/starter-set/route";
import { DELETE, GET, PATCH } from "@/app/api/v1/category/[id]/route";
import { listCategories } from "@/server/categories/list-categories";
import { describeLabelEndpoints } from "./label-endpoints";

const restoreBilling = await vi.hoisted(async () => (await import("./billing-on")).enableBilling());
afterAll(restoreBilling);

describeLabelEndpoints({
  label: "categoria",
  basePath: "/api/v1/category",
  routes: { create: POST, listAll, starterSet, get: GET, update: PATCH, remove: DELETE },
  nameRequired: "O nome da categoria é obrigatório.",
  duplicateMessage: "Já existe uma categoria com esse nome.",
  notFoundMessage: "Categoria não encontrada.",
  starterNames: CATEGORY_STARTER_SET.map((label) => label.name),
  listUseCase: listCategories,
  transactionColumn: "categoryId",
  extraFields: { type: "ambas", deductible: null, household: false, ownerId: expect.any(String), access: "owner" },
});
