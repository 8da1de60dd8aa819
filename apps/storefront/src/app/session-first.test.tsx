// @vitest-environment happy-dom
import { createMemoryHistory, RouterProvider } from "@tanstack/react-router";
import { createRoot, type Root } from "react-dom/client";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { getRouter } from "../router";

// SPEC.md section 1: on start the application loads the session and renders nothing until that
// load finishes. The app's own router and routes, rendered by React in happy-dom; the API is not
// running here, so its answers are given by this test (fetch), and the session's is held back
// until the test lets it go.
let releaseSession: (answer: Response) => void = () => {};
const sessionAnswer = new Promise<Response>((resolve) => {
  releaseSession = resolve;
});
const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
  const url = String(input instanceof Request ? input.url : input);
  if (url.includes("/core/session/session")) return (await sessionAnswer).clone();
  return Response.json({ "@type": "Collection", member: [], totalItems: 0 });
});

let root: Root;
beforeAll(() => {
  vi.stubGlobal("fetch", fetchMock);
  // The app renders the whole document, <html> and all, as in the browser.
  root = createRoot(document);
});
afterAll(() => {
  root.unmount();
  vi.unstubAllGlobals();
});

describe("the start", () => {
  it("renders nothing until the session has loaded, then the page", async () => {
    const router = getRouter();
    router.update({ ...router.options, history: createMemoryHistory({ initialEntries: ["/auth/login"] }) });
    // Rendered as the browser does, without act(): React and the router settle on their own time.
    root.render(<RouterProvider router={router} />);
    // The session is asked for, and nothing of the page is there while it is on its way.
    await vi.waitFor(() =>
      expect(fetchMock.mock.calls.some(([input]) => String(input).includes("/core/session/session"))).toBe(
        true,
      ),
    );
    // Longer than the router's wait before it shows a pending screen (1 s by default).
    await new Promise((settle) => setTimeout(settle, 1_200));
    expect(document.querySelector("main, header, form, h1")).toBeNull();
    expect(document.body?.textContent ?? "").toBe("");

    releaseSession(
      Response.json({
        authorized: false,
        application: { adminPanel: false },
        menus: [],
        cart: null,
        settings: { registrationEnabled: true },
      }),
    );
    await vi.waitFor(() => expect(document.querySelector("main form")).not.toBeNull(), { timeout: 5_000 });
    expect(document.querySelector("h1")?.textContent).toBe("Вход");
  });
});
