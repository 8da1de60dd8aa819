/**
 * Request options for a JSON body, in the content type the storefront sends for `method`.
 * @example
 *   await app.request("/api/auth", jsonRequest("POST", { username, password }));
 */
export function jsonRequest(
  method: "POST" | "PUT" | "PATCH",
  body: unknown,
  headers: Record<string, string | undefined> = {},
): RequestInit {
  const contentType = method === "PATCH" ? "application/merge-patch+json" : "application/ld+json";
  const sent: Record<string, string> = { "Content-Type": contentType };
  // Undefined headers are left out, so callers can write `{ Authorization: user?.authorization }`.
  for (const [name, value] of Object.entries(headers)) if (value !== undefined) sent[name] = value;
  return { method, body: JSON.stringify(body), headers: sent };
}

/**
 * The 6-digit code of the newest mail to `to`, read from the development mailbox like a person would.
 * @example
 *   const code = await mailedCode(app, "anna@example.com");
 */
export async function mailedCode(
  app: { request(path: string): Response | Promise<Response> },
  to: string,
): Promise<string> {
  const response = await app.request(`/api/dev/mailbox?to=${encodeURIComponent(to)}`);
  const { member } = (await response.json()) as { member: { text: string }[] };
  const code = /\b(\d{6})\b/.exec(member[0]?.text ?? "")?.[1];
  if (!code) throw new Error(`no code mailed to ${to}`);
  return code;
}
