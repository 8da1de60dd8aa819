import { createStart } from "@tanstack/react-start";
import { statusErrorAdapter } from "./app/fatal-error";

// TanStack Start's settings for the server and the browser alike: how values that JSON cannot carry
// travel with the page.
export const startInstance = createStart(() => ({ serializationAdapters: [statusErrorAdapter] }));
