import * as z from "@/lib/schemas/zod";

type Def = {
  type: string;
  in?: z.ZodType;
  out?: z.ZodType;
  left?: z.ZodType;
  right?: z.ZodType;
  innerType?: z.ZodType;
};

/**
 * The fields of a query or path schema as one object. A route's query is often an object behind a
 * transform, or two objects joined (`monthQuery.and(…)`): OpenAPI lists parameters one by one, so
 * the document takes the very same field schemas out of those wrappers.
 */
export function objectOf(schema: z.ZodType): z.ZodObject {
  const shape = shapeOf(schema);
  if (!shape) throw new Error("A consulta ou o caminho de uma rota deve ser um objeto.");
  return z.object(
    Object.fromEntries(Object.entries(shape).map(([name, field]) => [name, withoutCatch(field)])),
  );
}

/** `.catch(x)` (a bad value read as x) has no OpenAPI form: the field is documented without it. */
function withoutCatch(field: z.ZodType): z.ZodType {
  const def = field._zod.def as unknown as Def & { defaultValue?: unknown };
  if (def.type === "catch" && def.innerType) return withoutCatch(def.innerType).optional();
  if (def.type === "default" && def.innerType)
    return withoutCatch(def.innerType).default(def.defaultValue as never);
  if (def.type === "optional" && def.innerType) return withoutCatch(def.innerType).optional();
  return field;
}

function shapeOf(schema: z.ZodType): Record<string, z.ZodType> | null {
  const def = schema._zod.def as unknown as Def;
  if (schema instanceof z.ZodObject) return schema.shape;
  if (def.type === "pipe" && def.in && def.out)
    return shapeOf(def.in._zod.def.type === "transform" ? def.out : def.in);
  if (def.type === "intersection" && def.left && def.right) {
    const left = shapeOf(def.left);
    const right = shapeOf(def.right);
    return left && right ? { ...left, ...right } : null;
  }
  if (def.innerType) return shapeOf(def.innerType);
  return null;
}
