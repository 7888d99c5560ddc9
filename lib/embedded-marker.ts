/**
 * The embedded server's URLs name this application, so code that must behave differently there
 * can tell from DATABASE_URL alone, in whichever process the URL was handed to.
 */
export const EMBEDDED_APPLICATION_NAME = "bolso-embedded";

export function isEmbeddedDatabaseUrl(url: string | undefined): boolean {
  return url?.includes(`application_name=${EMBEDDED_APPLICATION_NAME}`) ?? false;
}
