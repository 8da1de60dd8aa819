import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

// Without Vitest globals Testing Library cannot register its own cleanup.
afterEach(cleanup);

// findBy*/waitFor wait for what a person would: 1 s (the default) is a frame or two on a loaded
// CI machine; a missing element still fails, after 5 s.
configure({ asyncUtilTimeout: 5_000 });
