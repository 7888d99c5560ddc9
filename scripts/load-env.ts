import type { Env } from "@/lib/env";

/**
 * The validated environment, or one clear line and exit 1. lib/env validates when it is first
 * imported, so it is imported here, inside the try, rather than at the top of a script.
 */
export async function loadEnv(): Promise<Env> {
  try {
    const { env } = await import("@/lib/env");
    return env;
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
