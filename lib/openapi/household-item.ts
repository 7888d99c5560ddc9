import * as z from "@/lib/schemas/zod";
import { id } from "@/lib/openapi/answers";
import { recordAccesses } from "@/lib/domain/enums";

/** What a category, budget, objective or recurring payment answers about whose it is. */
export const householdItemFields = {
  household: z.boolean().meta({ description: "Da casa: compartilhado com a casa de quem o criou." }),
  ownerId: id.meta({ description: "Quem o criou." }),
  access: z
    .enum(recordAccesses)
    .meta({ description: "owner: é seu; write: da casa, pode alterar; read: da casa, só ver." }),
};
