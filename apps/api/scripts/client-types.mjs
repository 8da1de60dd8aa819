// Writes @shop/api-client's wire types from the API's OpenAPI document (src/client-types):
//
//   pnpm --filter @shop/api client-types
//
// Runs the API's TypeScript sources directly (Node strips the types; typescript-resolve.ts finds
// the extensionless imports).
import { writeFile } from "node:fs/promises";

await import("../src/testing/typescript-resolve.ts");
const { CLIENT_TYPES_FILE, clientTypes } = await import("../src/client-types/client-types.ts");

await writeFile(CLIENT_TYPES_FILE, await clientTypes());
console.log(`wrote ${CLIENT_TYPES_FILE}`);
