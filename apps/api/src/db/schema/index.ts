// One file per resource family; this index is what Drizzle (client and drizzle-kit) reads.
export * from "./settings";
