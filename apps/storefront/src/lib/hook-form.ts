import { type FormEvent, useEffect } from "react";
import {
  type FieldPath,
  type FieldValues,
  get,
  type RegisterOptions,
  type UseFormRegisterReturn,
  type UseFormReturn,
} from "react-hook-form";
import { type EarlyFormProps, useEarlyForm } from "./early-form";

// A react-hook-form form that works before the page has hydrated (docs/storefront/rendering.md,
// "Input before hydration"). Its own module, not early-form.ts: that one is in every page's start
// script, and this one brings react-hook-form's helpers with it.

/** The props of one registered field: react-hook-form's, with the field's starting value. */
export type HookFieldProps = UseFormRegisterReturn & { defaultValue?: string; defaultChecked?: boolean };

/** What `useHookForm` gives a form: its `<form>`'s props and its fields'. */
export interface HookForm<T extends FieldValues> {
  formProps: EarlyFormProps;
  /** `register` with each field's starting value in its props (see `useHookForm`). */
  fieldProps: <N extends FieldPath<T>>(name: N, options?: RegisterOptions<T, N>) => HookFieldProps;
}

/**
 * `useEarlyForm` for a react-hook-form `form`: `submit` is its `handleSubmit(...)`. Three things make
 * it work from the server's HTML:
 * - Fields take `fieldProps(name, rules)` instead of `register(name, rules)`: their starting value
 *   (`defaultValue`, or `defaultChecked` for a yes-or-no field) is in their props. A registered
 *   field is the browser's own, filled in by react-hook-form once it runs: without it, a form that
 *   edits something (a profile, a product) showed empty fields until the page had hydrated, and
 *   text typed into them then replaced the whole value.
 * - Text typed before hydration is kept (react-hook-form takes a field that differs from its default
 *   as it registers it) and counted as a change: react-hook-form would report the form unchanged
 *   until the next change of any field, so a leave guard reading its dirty state let the page go.
 * - Replayed (sent before hydration), it reads the fields from react-hook-form.
 * With `guardLeaving`, leaving the page before it has hydrated, with a field changed, gets the
 * browser's question (`useEarlyForm`).
 * @example
 *   const form = useForm<LogInInput>({ defaultValues: { username: "", password: "" } });
 *   const { formProps, fieldProps } = useHookForm(form, form.handleSubmit((input) => logIn.mutate(input)));
 *   return <form {...formProps} noValidate><TextField label="Email" {...fieldProps("username")} /></form>;
 */
export function useHookForm<T extends FieldValues>(
  {
    register,
    formState,
    getValues,
    reset,
  }: Pick<UseFormReturn<T>, "register" | "formState" | "getValues" | "reset">,
  submit: (event?: FormEvent<HTMLFormElement>) => Promise<void>,
  { guardLeaving = false }: { guardLeaving?: boolean } = {},
): HookForm<T> {
  const formProps = useEarlyForm(() => void submit(), {
    guardLeaving,
    onSubmit: (event) => void submit(event),
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the form mounts (its fields registered); afterwards each change comes as an event.
  useEffect(() => {
    // A cheap look first (the common case, nothing typed yet, costs no render); react-hook-form then
    // works out the changed state itself. The reset touches nothing but that state: values, fields,
    // errors and defaults stay (a reset of the values would drop the fields' registrations until
    // the next render, and a key typed in between would be lost).
    if (JSON.stringify(getValues()) === JSON.stringify(formState.defaultValues)) return;
    reset(getValues(), { keepValues: true, keepDefaultValues: true, keepErrors: true, keepTouched: true });
  }, []);
  const fieldProps: HookForm<T>["fieldProps"] = (name, options) => {
    const value: unknown = get(formState.defaultValues, name);
    const shown =
      typeof value === "boolean"
        ? { defaultChecked: value }
        : typeof value === "string" || typeof value === "number"
          ? { defaultValue: String(value) }
          : {};
    return { ...register(name, options), ...shown };
  };
  return { formProps, fieldProps };
}
