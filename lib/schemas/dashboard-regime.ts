import { z } from "@/lib/schemas/zod";
import { DEFAULT_REGIME, dashboardRegimes } from "@/lib/domain/dashboard-regime";

const REGIME_MESSAGE = 'O regime deve ser "competencia" ou "caixa".';

export const regimeSchema = z.enum(dashboardRegimes, { error: REGIME_MESSAGE });

/** PUT /user/dashboard-regime. */
export const dashboardRegimeInput = z.object({ regime: regimeSchema });

/** Every /dashboard/* call takes `regime` besides its month (competência when absent). */
export function withRegime<T extends z.ZodType>(base: T) {
  return base.and(z.object({ regime: regimeSchema.optional().default(DEFAULT_REGIME) }));
}
