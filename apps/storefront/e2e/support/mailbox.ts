import { type APIRequestContext, expect } from "@playwright/test";

/**
 * The newest 6-digit code mailed to `email`, read from the API's development mailbox (the
 * embedded shop logs mail there instead of sending it). Polls briefly: the outbox is written by
 * the request that mails, but a test may ask a moment earlier.
 */
export async function readMailedCode(
  request: APIRequestContext,
  email: string,
  subject?: RegExp,
): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const answer = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`);
        const { member } = (await answer.json()) as {
          member: { subject: string; text: string; createdAt: string }[];
        };
        const mail = member
          .filter((candidate) => !subject || subject.test(candidate.subject))
          .sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
        code = mail?.text.match(/\b\d{6}\b/)?.[0];
        return code;
      },
      { timeout: 10_000 },
    )
    .toBeTruthy();
  return code as string;
}

let counter = 0;
/** An email no other test uses (tests run in parallel against one database). */
export function uniqueEmail(prefix: string) {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${process.pid}-${counter}@example.com`;
}

/** The API itself, not through the shop's `/api` (playwright.config.ts starts it on the storefront's port + 1). */
export const API_ORIGIN = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4310) + 1}`;

/**
 * A fresh confirmed customer, registered through the API and the mailed code, so a test's cart and
 * orders are its own; with a token for the API. The API limits registrations per visitor address
 * (20 an hour), and every test visits from 127.0.0.1: so these go to the API directly, as a server
 * on the shop's network does, naming a visitor address of their own in `X-Forwarded-For`, which
 * the API trusts from such a peer. Tests of the limits themselves are the API's.
 * @example
 *   const { email, password, token } = await newCustomer(request, "checkout");
 */
export async function newCustomer(request: APIRequestContext, prefix: string) {
  const email = uniqueEmail(prefix);
  const password = "tea-lover-2026";
  const octet = () => Math.floor(Math.random() * 254) + 1;
  const visitor = { "X-Forwarded-For": `10.${octet()}.${octet()}.${octet()}` };
  const registered = await request.post(`${API_ORIGIN}/api/user/users`, {
    data: { name: "Вера", lastName: "Пуэрова", email, phone: "+79161234567", plainPassword: password },
    headers: visitor,
  });
  expect(registered.status()).toBe(202);
  const confirmed = await request.patch(
    `${API_ORIGIN}/api/user/users-by-email/${encodeURIComponent(email)}/confirm-registration`,
    {
      data: { confirmationCode: await readMailedCode(request, email) },
      headers: { ...visitor, "Content-Type": "application/merge-patch+json" },
    },
  );
  expect(confirmed.ok()).toBe(true);
  const { token } = await (
    await request.post(`${API_ORIGIN}/api/auth`, { data: { username: email, password }, headers: visitor })
  ).json();
  return { email, password, token: token as string };
}
