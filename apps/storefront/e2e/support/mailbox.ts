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
