import { type RefObject, useEffect } from "react";
import {
  type FieldPath,
  type FieldValues,
  get,
  type RegisterOptions,
  type UseFormReturn,
} from "react-hook-form";

/**
 * react-hook-form's `register`, with each field's starting value in its props (`defaultValue`, or
 * `defaultChecked` for a yes-or-no field). A registered field is the browser's own (uncontrolled),
 * filled in by react-hook-form once it runs: without its default in the server's HTML, a form that
 * edits something (a profile, a product) shows empty fields until the page has hydrated, and text
 * typed into them then is taken as the edit of the whole field. With it, the HTML shows what the
 * form starts from, and react-hook-form takes a field as edited only when it differs from that.
 * @example
 *   const form = useForm<ProfileValues>({ defaultValues: profile });
 *   const fieldProps = registerWithDefaults(form);
 *   return <TextField label="Имя" {...fieldProps("name", { required: true })} />;
 */
export function registerWithDefaults<T extends FieldValues>({
  register,
  formState,
}: Pick<UseFormReturn<T>, "register" | "formState">) {
  return <N extends FieldPath<T>>(name: N, options?: RegisterOptions<T, N>) => {
    const value: unknown = get(formState.defaultValues, name);
    const shown =
      typeof value === "boolean"
        ? { defaultChecked: value }
        : typeof value === "string" || typeof value === "number"
          ? { defaultValue: String(value) }
          : {};
    return { ...register(name, options), ...shown };
  };
}

/** A field of `form` whose value differs from the one the server's HTML gave it. */
function editedFields(form: HTMLFormElement): string[] {
  const names: string[] = [];
  for (const field of Array.from(form.elements)) {
    if (!("name" in field) || typeof field.name !== "string" || field.name === "") continue;
    const edited =
      field instanceof HTMLSelectElement
        ? Array.from(field.options).some((option) => option.selected !== option.defaultSelected) &&
          Array.from(field.options).some((option) => option.defaultSelected)
        : field instanceof HTMLTextAreaElement ||
            (field instanceof HTMLInputElement && !/^(?:checkbox|radio|file)$/.test(field.type))
          ? field.value !== field.defaultValue
          : false;
    if (edited) names.push(field.name);
  }
  return names;
}

/**
 * Counts what was typed into a form before it hydrated as edits. react-hook-form keeps such a
 * field's text (it finds the field differing from its default, `registerWithDefaults`) but reports
 * the form as changed only after the next change of any field, so a leave guard reading its dirty
 * state would let the page go with the edit unasked. Once the form has mounted with such a field,
 * it is reset to itself, keeping everything but its changed state, which is worked out anew: changed.
 * @example
 *   const form = useForm<ProductValues>({ defaultValues });
 *   useEditsBeforeHydration(form, formRef);
 */
export function useEditsBeforeHydration<T extends FieldValues>(
  { getValues, reset }: Pick<UseFormReturn<T>, "getValues" | "reset">,
  formRef: RefObject<HTMLFormElement | null>,
): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the form mounts; afterwards each change comes as an event.
  useEffect(() => {
    if (formRef.current && editedFields(formRef.current).length > 0) {
      // Nothing but the form's state: its values, fields, errors and defaults stay as they are (a
      // reset of the values would drop the fields' registrations until the next render, and a key
      // typed in between would be lost).
      reset(getValues(), { keepValues: true, keepDefaultValues: true, keepErrors: true, keepTouched: true });
    }
  }, []);
}
