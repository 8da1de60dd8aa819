import { Agent as HttpAgent, request as httpRequest } from "node:http";
import { Agent as HttpsAgent, request as httpsRequest } from "node:https";
import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";

/** Kept-alive connections (no `Connection: close` sent), each closed after its one upload. */
const oneUseConnections = {
  "http:": new HttpAgent({ keepAlive: true }),
  "https:": new HttpsAgent({ keepAlive: true }),
};

/**
 * Sends `request` (an upload to the API) with Node's HTTP client, its body piped at the pace the
 * API's socket takes it, and resolves with the API's answer as soon as it comes, even before the
 * whole body is sent (an early 401 or 413). Meant as hono's `proxy({ customFetch })`.
 *
 * Why not fetch: Node 24's fetch (its bundled undici 7.29) reads a streamed request body as fast
 * as it can, whatever the socket takes: a staff's 200 MB upload to an API that writes it to disk at
 * its own pace sat in the storefront's memory whole, outside its 128 MB heap, and crashed it
 * (issue 48). The `undici` package's newer fetch keeps the pace but fails the request with EPIPE
 * when the API answers early and closes, so the client lost the API's 413.
 * @example
 *   proxy(target, { method: "POST", headers, body, duplex: "half", customFetch: sendUpload });
 */
export function sendUpload(request: Request): Promise<Response> {
  return new Promise<Response>((resolve, reject) => {
    const url = new URL(request.url);
    const headers = Object.fromEntries(request.headers);
    // Not `Connection: close`: the API would close its side as soon as it answered early, and the
    // body's next write failed (EPIPE) before its answer was read. The connection is used once
    // all the same: it is closed here once the answer has been read.
    delete headers.connection;
    const https = url.protocol === "https:";
    const outgoing = (https ? httpsRequest : httpRequest)(url, {
      method: request.method,
      headers,
      signal: request.signal,
      agent: oneUseConnections[https ? "https:" : "http:"],
    });
    const body = request.body ? Readable.fromWeb(request.body as NodeReadableStream<Uint8Array>) : undefined;
    outgoing.once("error", (error) => {
      body?.destroy();
      reject(error);
    });
    outgoing.once("response", (answer) => {
      // The API has answered: what it did not read of the body is not sent on (an early 401 or
      // 413). Destroying the body cancels its stream, which stops reading the client's upload; the
      // server's lingering close drops the rest after our answer. A write that fails now (the API
      // closed its side) no longer matters.
      body?.unpipe(outgoing);
      body?.destroy();
      outgoing.on("error", () => {});
      answer.once("end", () => outgoing.destroy());
      const answerHeaders = new Headers();
      for (const [name, value] of Object.entries(answer.headers)) {
        for (const one of [value ?? []].flat()) answerHeaders.append(name, one);
      }
      const empty = request.method === "HEAD" || answer.statusCode === 204 || answer.statusCode === 304;
      resolve(
        new Response(empty ? null : (Readable.toWeb(answer) as ReadableStream<Uint8Array>), {
          status: answer.statusCode ?? 502,
          statusText: answer.statusMessage ?? "",
          headers: answerHeaders,
        }),
      );
    });
    if (!body) return void outgoing.end();
    // A client that goes away mid-upload: the API's request ends with it.
    body.once("error", (error) => outgoing.destroy(error));
    body.pipe(outgoing);
  });
}
