// Any verb on a /api/v1 path no other route claims — JSON 404 (catch-all routes rank below every other)
import { unknownApiPath } from "@/server/http/fallback-handlers";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = unknownApiPath();
