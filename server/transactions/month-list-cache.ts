import "server-only";

// The shared answer cache under its first name, which the reports still import.
export { versionedCache as monthListCache } from "@/server/shared/versioned-cache";
