import {
  createStartHandler,
  defaultStreamHandler,
  defineHandlerCallback,
} from "@tanstack/react-start/server";
import { createServerEntry } from "@tanstack/react-start/server-entry";
import { ApiUnreachableError } from "./lib/api";

/** How long a crawler or a browser should wait before asking again when the API is down. */
const RETRY_AFTER_SECONDS = "30";

// TanStack Start answers a failed page with 500; a page that failed because the shop's API could
// not be reached is 503 with Retry-After instead, so crawlers come back rather than drop the page.
const renderPage = defineHandlerCallback(async (context) => {
  const result = await defaultStreamHandler(context);
  const unreachable = context.router.state.matches.some(
    (match) => match.status === "error" && match.error instanceof ApiUnreachableError,
  );
  if (!unreachable) return result;
  const unavailable = (response: Response) => {
    const headers = new Headers(response.headers);
    headers.set("Retry-After", RETRY_AFTER_SECONDS);
    return new Response(response.body, { status: 503, statusText: "Service Unavailable", headers });
  };
  // The same body stream: Start's clean-up still runs when it has been sent.
  return result instanceof Response
    ? unavailable(result)
    : { ...result, response: unavailable(result.response) };
});

export default createServerEntry({ fetch: createStartHandler(renderPage) });
