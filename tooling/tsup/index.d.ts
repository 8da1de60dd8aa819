import type { Options } from "tsup";

/** The build of a published library: ESM with declarations, one output per entry point. */
export declare function libraryConfig(options?: Options): ReturnType<typeof import("tsup").defineConfig>;
