/** A fetch handler that renders the shop's pages: TanStack Start's server entry (dist/server/server.js). */
export interface PageRenderer {
  fetch(request: Request): Response | Promise<Response>;
}
