import "server-only";
import { NextResponse } from "next/server";

export const ok = <T>(data: T, init?: ResponseInit) => NextResponse.json(data, { status: 200, ...init });
export const created = <T>(data: T) => NextResponse.json(data, { status: 201 });
export const noContent = () => new NextResponse(null, { status: 204 });
export const message = (text: string, status = 200) => NextResponse.json({ message: text }, { status });
/** JSON already serialised (a cached answer, or text PostgreSQL wrote), sent as it is. */
export const okJsonBytes = (body: Uint8Array<ArrayBuffer>) =>
  new Response(body, { status: 200, headers: { "Content-Type": "application/json" } });
