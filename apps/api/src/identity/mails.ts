import type { OutgoingMail } from "../mail/outbox";
import { CODE_TTL_MS } from "./codes";

// The texts of every mail the shop sends (all about accounts), in Russian, in one place; mail/
// only queues and delivers them.

const SHOP = "Чайная лавка";
const minutes = CODE_TTL_MS / 60_000;
const signature = `\n\n— ${SHOP}`;

/** The code that confirms a new account. */
export const registrationCodeMail = (to: string, code: string): OutgoingMail => ({
  to,
  subject: `${SHOP}: код подтверждения регистрации`,
  text: `Здравствуйте!\n\nВаш код подтверждения регистрации: ${code}\nКод действует ${minutes} минут.\n\nЕсли вы не регистрировались, просто проигнорируйте это письмо.${signature}`,
});

/** Sent instead of a code when someone registers with an address that already has an account. */
export const alreadyRegisteredMail = (to: string): OutgoingMail => ({
  to,
  subject: `${SHOP}: попытка регистрации`,
  text: `Здравствуйте!\n\nКто-то попытался зарегистрироваться с этим адресом, но у вас уже есть аккаунт. Если это были вы, войдите или восстановите пароль.\n\nЕсли это были не вы, ничего делать не нужно.${signature}`,
});

/** The code that lets the owner set a new password (recovery, or a first password). */
export const passwordRecoveryCodeMail = (to: string, code: string): OutgoingMail => ({
  to,
  subject: `${SHOP}: код для восстановления пароля`,
  text: `Здравствуйте!\n\nВаш код для установки пароля: ${code}\nКод действует ${minutes} минут.\n\nЕсли вы не запрашивали восстановление, просто проигнорируйте это письмо: пароль останется прежним.${signature}`,
});

/** The code that confirms a new email address of an account. */
export const changeEmailCodeMail = (to: string, code: string): OutgoingMail => ({
  to,
  subject: `${SHOP}: подтверждение нового email`,
  text: `Здравствуйте!\n\nКод для подтверждения нового адреса: ${code}\nКод действует ${minutes} минут.\n\nЕсли вы не меняли email, проигнорируйте это письмо.${signature}`,
});

/** Sent to an address someone tried to move their account to while it belongs to another account. */
export const emailTakenMail = (to: string): OutgoingMail => ({
  to,
  subject: `${SHOP}: попытка привязать адрес`,
  text: `Здравствуйте!\n\nКто-то попытался указать этот адрес в другом аккаунте. Адрес уже принадлежит вашему аккаунту, поэтому ничего не изменилось.${signature}`,
});

/** Tells the owner that the password changed (so a stranger's change does not go unnoticed). */
export const passwordChangedMail = (to: string): OutgoingMail => ({
  to,
  subject: `${SHOP}: пароль изменён`,
  text: `Здравствуйте!\n\nПароль вашего аккаунта только что изменён. Если это были не вы, восстановите пароль и свяжитесь с нами.${signature}`,
});
