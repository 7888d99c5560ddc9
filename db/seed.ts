export async function seedDemoAccount(): Promise<{ email: string; password: string }> {
  // Filled in by the seed work: demo account with 12 months of data.
  return { email: "demo@bolso.app", password: "demo12345" };
}
