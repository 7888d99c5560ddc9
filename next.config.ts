import type { NextConfig } from "next";
import { API_CSP, staticSecurityHeaders } from "./lib/security-headers";

const nextConfig: NextConfig = {
  output: "standalone",
  // Lets two servers of one checkout (a dev server and the e2e build) keep separate outputs.
  distDir: process.env.NEXT_DIST_DIR ?? ".next",
  poweredByHeader: false,
  // Scalar's reference bundle is read from node_modules at runtime (lib/server/api-reference-bundle.ts).
  outputFileTracingIncludes: {
    "/desenvolvedores/api": ["./node_modules/@scalar/api-reference/dist/browser/standalone.js"],
    "/desenvolvedores/api/scalar.js": ["./node_modules/@scalar/api-reference/dist/browser/standalone.js"],
  },
  serverExternalPackages: ["pg", "pg-boss", "bcryptjs", "nodemailer", "stripe", "heic-decode", "pdfkit"],
  async headers() {
    return [
      { source: "/:path*", headers: staticSecurityHeaders(process.env.NODE_ENV === "production") },
      // Pages get a per-request nonce policy from proxy.ts; a receipt's bytes carry their own
      // (server/attachments/open-attachment.ts: a second policy here would block its viewer).
      { source: "/api/:path((?!v1/attachments/).*)", headers: [{ key: "Content-Security-Policy", value: API_CSP }] },
    ];
  },
};

export default nextConfig;
