import { normalisePhone } from "../../../lib/field-rules";

/** What staff may edit on an order, as the form holds it. */
export interface OrderEditValues {
  recipient: { name: string; lastName: string; email: string; phone: string };
  comment: string;
}

/**
 * The edit form's values as the API's merge patch: texts trimmed, the phone normalised.
 * @example
 *   toOrderPatch({ recipient: { name: " Анна ", lastName: "Иванова", email: "a@b.ru", phone: "8 912 345-67-89" }, comment: "" });
 *   // { recipient: { name: "Анна", lastName: "Иванова", email: "a@b.ru", phone: "+79123456789" }, comment: "" }
 */
export function toOrderPatch(values: OrderEditValues) {
  const { name, lastName, email, phone } = values.recipient;
  return {
    recipient: {
      name: name.trim(),
      lastName: lastName.trim(),
      email: email.trim(),
      phone: normalisePhone(phone.trim()),
    },
    comment: values.comment.trim(),
  };
}
