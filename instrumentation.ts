/** Runs once per server process, before it answers any request. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const [http, { installPeerAddressStamp }] = await Promise.all([
    import("node:http"),
    import("@/lib/server/peer-address"),
  ]);
  // Rate limits need the real client address, which Next does not give route handlers.
  installPeerAddressStamp(http.default ?? http);
}
