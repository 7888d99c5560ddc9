import { z } from "@/lib/schemas/zod";
import { DEFAULT_SCOPE, dashboardScopes } from "@/lib/domain/dashboard-scope";
import { withRegime } from "@/lib/schemas/dashboard-regime";

const SCOPE_MESSAGE = 'O escopo deve ser "me" (Eu) ou "household" (Casa).';

export const scopeSchema = z.enum(dashboardScopes, { error: SCOPE_MESSAGE });

/** Every /dashboard/* call takes `regime` and `scope` besides its month (competência, "me" when absent). */
export function dashboardQuery<T extends z.ZodType>(base: T) {
  return withRegime(base).and(z.object({ scope: scopeSchema.optional().default(DEFAULT_SCOPE) }));
}
