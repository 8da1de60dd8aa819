import { msg } from "@lingui/core/macro";
import type { ProfileUpdate } from "@shop/api-client";
import { fieldRules, normalisePhone } from "../../lib/field-rules";
import { i18n } from "../../lib/i18n";

/** What the profile form edits; the phone as typed, normalised only when sent. */
export interface ProfileFormValues {
  name: string;
  lastName: string;
  phone: string;
}

// Letters of any script (with their combining marks), spaces and hyphens: "Анна-Мария", "Ким Ир".
const PERSON_NAME = /^[\p{L}\p{M}\s-]+$/u;
const notOnlyLetters = msg({
  id: "account.field.name.letters",
  message: "Use only letters, spaces and hyphens",
});

/**
 * A first or last name: required, at most 100 characters, letters, spaces and hyphens with at
 * least one letter. Returns `true` or the message to show (react-hook-form's `validate` contract).
 * @example
 *   personName("Анна-Мария"); // true
 *   personName("R2-D2"); // "Только буквы, пробелы и дефисы"
 */
export function personName(value: string): string | true {
  const basic = fieldRules.name(value);
  if (basic !== true) return basic;
  const name = value.trim();
  return (PERSON_NAME.test(name) && /\p{L}/u.test(name)) || i18n._(notOnlyLetters);
}

/**
 * The form's values as the API's merge patch: names trimmed, the phone normalised to
 * `+7XXXXXXXXXX`, an emptied phone sent as `null` (which removes it).
 * @example
 *   toProfileUpdate({ name: " Анна ", lastName: "Иванова", phone: "8 (912) 345-67-89" });
 *   // { name: "Анна", lastName: "Иванова", phone: "+79123456789" }
 */
export function toProfileUpdate(values: ProfileFormValues): ProfileUpdate {
  const phone = values.phone.trim();
  return {
    name: values.name.trim(),
    lastName: values.lastName.trim(),
    phone: phone === "" ? null : normalisePhone(phone),
  };
}

/**
 * A stored phone (`+7XXXXXXXXXX`) as people write it; anything else as it is.
 * @example
 *   formatPhone("+79123456789"); // "+7 912 345-67-89"
 */
export function formatPhone(phone: string): string {
  const match = /^\+7(\d{3})(\d{3})(\d{2})(\d{2})$/.exec(phone);
  return match ? `+7 ${match[1]} ${match[2]}-${match[3]}-${match[4]}` : phone;
}
