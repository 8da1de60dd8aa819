import type { DatabaseExecutor } from "../db/executor";
import { mailOutbox } from "../db/schema/index";

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
}

/**
 * Queues a message. Routes call this inside their transaction, so a mail exists exactly when the
 * change it announces was committed; the mail sender delivers it afterwards.
 * @example
 *   await enqueueMail(tx, { to: "anna@example.com", subject: "Код подтверждения", text: "…" });
 */
export async function enqueueMail(db: DatabaseExecutor, mail: OutgoingMail): Promise<void> {
  await db.insert(mailOutbox).values(mail);
}
