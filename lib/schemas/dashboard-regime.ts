import { z } from "@/lib/zod";
import { DEFAULT_REGIME, dashboardRegimes } from "@/lib/dashboard-regime";
import { monthQuery } from "@/lib/month-query";

const REGIME_MESSAGE = 'O regime deve ser "competencia" ou "caixa".';

export const regimeSchema = z.enum(dashboardRegimes, { error: REGIME_MESSAGE });

/** PUT /user/dashboard-regime. */
export const dashboardRegimeInput = z.object({ regime: regimeSchema });

/** Every /dashboard/* call: the month, and `regime` (competência when absent). */
export const dashboardQuery = monthQuery.and(z.object({ regime: regimeSchema.optional().default(DEFAULT_REGIME) }));
