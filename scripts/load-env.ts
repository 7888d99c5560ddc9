import nextEnv from "@next/env";
import type { Env } from "@/lib/env";

/**
 * The validated environment, or one clear line and exit 1. The .env files are read the way Next
 * reads them (so the scripts and the server agree), then lib/env validates on its first import —
 * which is why it is imported here, inside the try, rather than at the top of a script.
 */
export async function loadEnv(): Promise<Env> {
  nextEnv.loadEnvConfig(process.cwd(), process.env.NODE_ENV !== "production", {
    info: () => {},
    error: console.error,
  });
  try {
    const { env } = await import("@/lib/env");
    return env;
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
