import "server-only";

/** Whether a patch sends nothing but the fields a connected investment or loan lets the person change. */
export function changesOnlyAllowed(patch: object, allowed: readonly string[]): boolean {
  return Object.entries(patch).every(([key, value]) => value === undefined || allowed.includes(key));
}
