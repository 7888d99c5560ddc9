import "server-only";
import type { NextRequest } from "next/server";
import { env } from "@/lib/env";
import { AppError, messages } from "@/lib/errors";

/**
 * Refuses a browser request sent by another site (a form or script elsewhere trying to log the
 * visitor in or out). API clients send neither header and pass.
 */
export function assertNotCrossSite(req: NextRequest): void {
  const fetchSite = req.headers.get("sec-fetch-site");
  if (fetchSite && fetchSite !== "same-origin" && fetchSite !== "none") {
    throw new AppError("forbidden", messages.crossOrigin);
  }
  const origin = req.headers.get("origin");
  if (origin && origin !== new URL(env.APP_URL).origin && origin !== req.nextUrl.origin) {
    throw new AppError("forbidden", messages.crossOrigin);
  }
}
