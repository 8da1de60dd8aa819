import {
  createStartHandler,
  defaultStreamHandler,
  defineHandlerCallback,
} from "@tanstack/react-start/server";
import { createServerEntry } from "@tanstack/react-start/server-entry";
import { toAppError } from "./app/fatal-error";

/** How long a crawler or a browser should wait before asking again when the API is down. */
const RETRY_AFTER_SECONDS = "30";

// TanStack Start answers a failed page with 500 whatever failed; the page answers the status of its
// error instead (the error screen shows the same one): 403 for a customer in the admin panel, 503
// with Retry-After when the API could not be reached, so crawlers come back rather than drop it.
const renderPage = defineHandlerCallback(async (context) => {
  const result = await defaultStreamHandler(context);
  const failed = context.router.state.matches.find((match) => match.status === "error");
  const status = failed ? toAppError(failed.error).statusCode : undefined;
  const response = result instanceof Response ? result : result.response;
  if (status === undefined || status === response.status || status < 400 || status > 599) return result;
  const headers = new Headers(response.headers);
  if (status === 503) headers.set("Retry-After", RETRY_AFTER_SECONDS);
  const withStatus = new Response(response.body, { status, headers });
  // The same body stream: Start's clean-up still runs when it has been sent.
  return result instanceof Response ? withStatus : { ...result, response: withStatus };
});

export default createServerEntry({ fetch: createStartHandler(renderPage) });
