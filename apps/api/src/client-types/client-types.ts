import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import openapiTS, { astToString, type OpenAPI3 } from "openapi-typescript";
import { createApp } from "../app";
import { openDatabase } from "../db/client";

// The API's schemas are the one source of the wire types (issue 44 point 1): `@shop/api-client`'s
// types are generated from the OpenAPI document these routes declare, never written by hand. The
// document is read from an app over an empty in-memory database (no request reaches it), so the
// types depend on the routes' code only, not on data or on the machine.

/** Where api-client keeps the generated types (committed, so the package builds on its own). */
export const CLIENT_TYPES_FILE = fileURLToPath(
  new URL("../../../../packages/api-client/src/shop/shop-api.gen.ts", import.meta.url),
);

const HEADER = `// Generated from the shop API's OpenAPI document (apps/api/src/client-types/client-types.ts) by
// openapi-typescript. Do not edit: change the API's route schemas and run
// \`pnpm --filter @shop/api client-types\`. A test fails while this file is stale.

`;

/**
 * The OpenAPI document the API serves at `/api/openapi.json`.
 * @example
 *   const document = await openApiDocument();
 */
export async function openApiDocument(): Promise<OpenAPI3> {
  const database = await openDatabase({ inMemory: true });
  try {
    // A fixed version: the document's `info.version` is the build's, and the types must not move with it.
    const answer = await createApp({ database, version: "0.0.0" }).request("/api/openapi.json");
    if (!answer.ok) throw new Error(`GET /api/openapi.json answered ${answer.status}`);
    return (await answer.json()) as OpenAPI3;
  } finally {
    await database.close();
  }
}

/**
 * The TypeScript source of api-client's wire types: `paths` and `components` of the document.
 * @example
 *   await writeFile(CLIENT_TYPES_FILE, await clientTypes());
 */
export async function clientTypes(): Promise<string> {
  const nodes = await openapiTS(await openApiDocument(), {
    alphabetize: false,
    // A field with a default may be left out of a request: optional, as the API reads it.
    defaultNonNullable: false,
  });
  return HEADER + astToString(nodes);
}

/**
 * The committed file, or "" when there is none.
 * @example
 *   expect(await committedClientTypes()).toBe(await clientTypes());
 */
export async function committedClientTypes(): Promise<string> {
  return readFile(CLIENT_TYPES_FILE, "utf8").catch(() => "");
}
