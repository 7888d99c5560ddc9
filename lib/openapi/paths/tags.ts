import * as z from "@/lib/schemas/zod";
import { tagIdParams, tagRenameInput, type TagJson } from "@/lib/schemas/tags";
import { id, json } from "@/lib/openapi/answers";
import { defineResource } from "@/lib/openapi/define";
import { householdItemFields } from "@/lib/openapi/household-item";

const tag = z
  .object({
    id,
    name: z.string(),
    count: z.number().int().meta({ description: "Quantos dos lançamentos que a pessoa vê a têm." }),
    ...householdItemFields,
  })
  .meta({ id: "Tag" }) satisfies z.ZodType<TagJson>;

export default defineResource({
  tag: "Tags",
  description:
    "As tags da pessoa e as da casa. Lançamentos recebem tags pelo nome (`tags` no corpo): um nome de uma tag da casa usa a da casa; senão, a tag de quem é dono do lançamento.",
  operations: [
    {
      method: "get",
      path: "/api/v1/tags",
      access: "subscriber",
      summary: "Listar as tags",
      answers: { 200: json("As tags, em ordem alfabética.", z.array(tag)) },
    },
    {
      method: "get",
      path: "/api/v1/tags/[id]",
      access: "subscriber",
      summary: "Ler uma tag",
      params: tagIdParams,
      answers: { 200: json("A tag.", tag) },
    },
    {
      method: "patch",
      path: "/api/v1/tags/[id]",
      access: "subscriber",
      summary: "Renomear uma tag ou pô-la na casa",
      description:
        "Com o nome de outra tag sua, as duas se unem (uma da casa não se une: 409). `household: true` a põe nas tags da casa; `household: false`, só por quem a criou, a torna só sua. Uma da casa pode ser alterada ou excluída por quem não é \"Só ver\".",
      params: tagIdParams,
      body: tagRenameInput,
      answers: { 200: json("A tag.", tag) },
      errors: ["conflict", "forbidden"],
    },
    {
      method: "delete",
      path: "/api/v1/tags/[id]",
      access: "subscriber",
      summary: "Excluir uma tag",
      description: "Ela sai de todos os lançamentos.",
      params: tagIdParams,
      answers: { 204: { description: "Excluída." } },
      errors: ["forbidden"],
    },
  ],
});
