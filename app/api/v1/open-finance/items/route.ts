// GET, POST /api/v1/open-finance/items — the person's bank connections; keep the one the widget made
import { NextResponse } from "next/server";
import { db } from "@/lib/server/db";
import { addConnectionBody } from "@/lib/schemas/open-finance";
import { methodsNotAllowed } from "@/server/http/fallback-handlers";
import { ok } from "@/server/http/responses";
import { route } from "@/server/http/route";
import { addConnection } from "@/server/open-finance/add-connection";
import { connectionJson } from "@/server/open-finance/connection-json";
import { listConnections } from "@/server/open-finance/list-connections";

export const GET = route({ access: "subscriber" }, async ({ user }) => ok((await listConnections(db, user.id)).map(connectionJson)));

export const POST = route({ access: "subscriber", tokens: "never", body: addConnectionBody }, async ({ user, body }) => {
  const { connection, created } = await addConnection(db, user.id, body.itemId);
  return NextResponse.json(connection, { status: created ? 201 : 200 });
});

export const { PUT, PATCH, DELETE } = methodsNotAllowed({ GET, POST });
