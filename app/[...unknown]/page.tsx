import { notFound } from "next/navigation";

/**
 * Every path no other route claims lands here (a catch-all ranks below every static and dynamic
 * route), so the unknown path is logged on the server before the 404 page renders. Logging from
 * not-found.tsx itself is not reliable: it has no access to the requested path.
 */
export default async function UnknownRoute({ params }: { params: Promise<{ unknown: string[] }> }) {
  const { unknown } = await params;
  // JSON-quoted so a crafted path cannot forge extra log lines.
  console.warn(`[404] rota desconhecida: ${JSON.stringify(`/${unknown.join("/")}`)}`);
  notFound();
}
