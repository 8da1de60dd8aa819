import { useHydrated } from "@tanstack/react-router";
import { type FormEvent, type RefObject, useRef } from "react";
import { whenIdle } from "./when-idle";

/**
 * The attribute of a form that is sent when one of its fields changes, until it has hydrated (the
 * head's script, app/early-forms.ts, sends it).
 */
export const AUTO_SUBMIT_ATTRIBUTE = "data-auto-submit";

/**
 * The attribute of a form that asks before it is left with changes, until it has hydrated: a link
 * followed before then is the browser's own navigation, which the head's script (app/early-forms.ts)
 * makes ask the browser's question; afterwards the app's guard asks.
 */
export const GUARD_LEAVING_ATTRIBUTE = "data-guard-leaving";

/** The props `useEarlyForm` gives its `<form>`. */
export interface EarlyFormProps {
  ref: RefObject<HTMLFormElement | null>;
  action: (data: FormData) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  [AUTO_SUBMIT_ATTRIBUTE]?: "";
  [GUARD_LEAVING_ATTRIBUTE]?: "";
}

/**
 * A form that works from its first paint, before the page has hydrated. The server's HTML paints
 * long before a slow phone has run the page's script; a press on a submit button in between is
 * queued by React (a form whose `action` is a function is replayed once it has hydrated, with the
 * data it had when it was sent), and `submit` gets it then. Afterwards the form is sent by
 * `onSubmit`, in place. Either way `submit` gets the form's data and the button that sent it (its
 * `name` and `value` in the data), so one code path serves both.
 *
 * React resets a form after its action runs; the replayed one keeps what the shopper entered (its
 * reset is cancelled, and each field's current value becomes its default, which tells the head's
 * script that a choice has arrived). With `autoSubmit`, a change of any field sends
 * the form until it has hydrated (app/early-forms.ts); afterwards the fields' own handlers act.
 * With `guardLeaving` (a form whose owner asks before its edits are left, `useLeaveGuard`), leaving
 * the page before it has hydrated, with a field changed, gets the browser's question.
 * @example
 *   const form = useEarlyForm((data) => add(Number(data.get("quantity"))));
 *   return <form {...form}><input name="quantity" /><button type="submit">В корзину</button></form>;
 */
export function useEarlyForm(
  submit: (data: FormData) => void,
  {
    autoSubmit = false,
    guardLeaving = false,
    onSubmit,
  }: {
    autoSubmit?: boolean;
    guardLeaving?: boolean;
    /** The form's own handler once hydrated (a form library's); it must prevent the default. */
    onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  } = {},
): EarlyFormProps {
  const ref = useRef<HTMLFormElement>(null);
  const hydrated = useHydrated();
  return {
    ref,
    action: (data) => {
      if (ref.current) keepEnteredValues(ref.current);
      if (ref.current) keepThroughReset(ref.current);
      // Replayed as soon as the form has hydrated, while React may still be hydrating the rest of
      // the page: what the submit changes (a session, a cart, a route) would reach a part not yet
      // hydrated, which React then throws away and renders anew. It is sent when the browser is
      // next idle, by which time React has hydrated the page.
      whenIdle(() => submit(data));
    },
    onSubmit:
      onSubmit ??
      ((event) => {
        event.preventDefault();
        submit(new FormData(event.currentTarget, (event.nativeEvent as SubmitEvent).submitter));
      }),
    ...(autoSubmit && !hydrated ? { [AUTO_SUBMIT_ATTRIBUTE]: "" as const } : {}),
    ...(guardLeaving && !hydrated ? { [GUARD_LEAVING_ATTRIBUTE]: "" as const } : {}),
  };
}

/**
 * Makes each field's current value its default: the head's script (app/early-forms.ts) then sees
 * that a choice sent before hydration has arrived, and does not send it again.
 */
function keepEnteredValues(form: HTMLFormElement): void {
  for (const field of Array.from(form.elements)) {
    if (field instanceof HTMLInputElement) {
      if (field.type === "checkbox" || field.type === "radio") field.defaultChecked = field.checked;
      else if (field.type !== "file") field.defaultValue = field.value;
    } else if (field instanceof HTMLTextAreaElement) field.defaultValue = field.value;
    else if (field instanceof HTMLSelectElement) {
      for (const option of Array.from(field.options)) option.defaultSelected = option.selected;
    }
  }
}

/**
 * Cancels the reset React makes of a form once an action replayed in it has run (it requests one
 * for every action). The reset would keep the values (`keepEnteredValues` made them the defaults),
 * but a field reset follows its default from then on, and the next render of a field with a
 * `defaultValue` prop writes the prop back (a react-hook-form field carries its starting value): the
 * login form's password field renders again after that reset, and a password typed before hydration
 * was emptied before the replayed submit read it.
 */
function keepThroughReset(form: HTMLFormElement): void {
  form.addEventListener("reset", (event) => event.preventDefault(), { once: true });
}
