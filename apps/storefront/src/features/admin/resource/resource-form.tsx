import { useLingui } from "@lingui/react/macro";
import {
  Checkbox,
  CheckboxGroup,
  type CheckboxGroupOption,
  ColorField,
  Select,
  type SelectOption,
  TextAreaField,
  TextField,
} from "@shop/ui";
import { type ReactNode, useState } from "react";
import {
  Controller,
  type DefaultValues,
  type FieldValues,
  type Path,
  type RegisterOptions,
  useForm,
} from "react-hook-form";
import { css, cx } from "../../../../styled-system/css";
import { ProblemList } from "../../../components/problem-list";
import { SubmitButton } from "../../../components/submit-button";
import { useHookForm } from "../../../lib/hook-form";
import { saveBarClass } from "../form-styles";
import { formProblems } from "./problems";
import { useLeaveGuard } from "./unsaved-forms";

type Validate = (value: string) => string | true;

interface BaseField<TValues extends FieldValues> {
  name: Path<TValues>;
  label: string;
  helperText?: ReactNode;
}

/** One field of a {@link ResourceForm}; its kind picks the control of the design system. */
export type FormField<TValues extends FieldValues> =
  | (BaseField<TValues> & {
      kind: "text";
      type?: "text" | "email" | "tel" | "url";
      required?: boolean;
      validate?: Validate;
      maxLength?: number;
      autoComplete?: string;
      inputMode?: "text" | "decimal" | "numeric" | "email" | "tel";
    })
  | (BaseField<TValues> & { kind: "textarea"; rows?: number; maxLength?: number; required?: boolean })
  | (BaseField<TValues> & { kind: "color" })
  | (BaseField<TValues> & { kind: "checkbox"; disabled?: boolean })
  | (BaseField<TValues> & {
      kind: "select";
      options: readonly SelectOption[];
      /** What the chosen value means, under the select. */
      describe?: (value: string | null) => ReactNode;
      /** Shown but not changeable (the value is still sent). */
      disabled?: boolean;
    })
  | (BaseField<TValues> & {
      kind: "checkbox-group";
      options: readonly CheckboxGroupOption[];
      emptyText?: ReactNode;
    });

export interface ResourceFormProps<TValues extends FieldValues, TResult> {
  fields: readonly FormField<TValues>[];
  defaultValues: DefaultValues<TValues>;
  submitLabel: string;
  /** Sends the values; a rejection's problems are shown at the fields and over the form. */
  onSubmit: (values: TValues) => Promise<TResult>;
  onSaved?: (result: TResult) => void;
  /** Beside the submit button: a cancel link, a delete button. */
  actions?: ReactNode;
  /** `data-testid` of the form. */
  testId?: string;
  /** Ask before the page is left with unsaved edits (`useLeaveGuard`). */
  guardLeaving?: boolean;
  /** After the buttons: the outcome of the last save (`useSavedStatus`). */
  status?: ReactNode;
}

const formClass = css({ display: "grid", gap: "5", maxW: "36rem" });
const actionsClass = cx(
  css({ display: "flex", flexWrap: "wrap", gap: "3", alignItems: "center", mt: "2" }),
  saveBarClass,
);

/**
 * A create or edit form of an admin resource from a fields config, on react-hook-form: the design
 * system's controls, the browser-side rules given per field, and the API's answer shown where it
 * belongs — 422 violations at their fields (the first one focused), conflicts and the like over
 * the form, announced.
 * @example
 *   <ResourceForm fields={contractFields} defaultValues={{ title: "", discountPercent: "" }}
 *     submitLabel="Создать" onSubmit={(values) => create.mutateAsync(toContractInput(values))} onSaved={goToList} />
 */
export function ResourceForm<TValues extends FieldValues, TResult>({
  fields,
  defaultValues,
  submitLabel,
  onSubmit,
  onSaved,
  actions,
  testId,
  guardLeaving = false,
  status,
}: ResourceFormProps<TValues, TResult>) {
  const { t } = useLingui();
  const form = useForm<TValues>({
    defaultValues,
  });
  const { control, handleSubmit, setError, reset, formState } = form;
  const [problems, setProblems] = useState<string[]>([]);
  const { errors, isSubmitting, isDirty } = formState;
  useLeaveGuard(guardLeaving && isDirty && !isSubmitting);
  const errorOf = (name: Path<TValues>) => {
    // Nested names (`recipient.phone`) keep their errors nested too.
    let node: unknown = errors;
    for (const part of name.split(".")) node = (node as Record<string, unknown> | undefined)?.[part];
    return (node as { message?: string } | undefined)?.message;
  };

  const submit = handleSubmit(async (values) => {
    setProblems([]);
    let result: TResult;
    try {
      result = await onSubmit(values);
    } catch (error) {
      const { byField, rest } = formProblems(
        error,
        fields.map((field) => field.name),
      );
      let focused = false;
      for (const field of fields) {
        const message = byField[field.name];
        if (!message) continue;
        setError(field.name, { type: "server", message }, { shouldFocus: !focused });
        focused = true;
      }
      setProblems(rest);
      return;
    }
    // What was saved is what the form now starts from: nothing is left unsaved.
    reset(values);
    onSaved?.(result);
  });

  const required = t({ id: "admin.form.required", message: "Fill in this field" });
  // An empty field is only checked for being required; the field's own rule sees what was typed.
  const rules = (field: { required?: boolean; validate?: Validate; maxLength?: number }) => {
    const options: RegisterOptions<TValues, Path<TValues>> = {
      validate: (value: unknown) => {
        const text = typeof value === "string" ? value : "";
        if (text.trim() === "") return field.required ? required : true;
        return field.validate ? field.validate(text) : true;
      },
    };
    if (field.maxLength) {
      const max = field.maxLength;
      options.maxLength = {
        value: max,
        message: t({ id: "admin.form.tooLong", message: `At most ${max} characters` }),
      };
    }
    return options;
  };

  const { formProps, fieldProps } = useHookForm(form, submit, { guardLeaving });
  return (
    <form {...formProps} className={formClass} noValidate data-testid={testId}>
      <ProblemList problems={problems} testId="form-problems" />
      {fields.map((field) => {
        switch (field.kind) {
          case "text":
            return (
              <TextField
                key={field.name}
                label={field.label}
                type={field.type ?? "text"}
                required={field.required}
                helperText={field.helperText}
                autoComplete={field.autoComplete ?? "off"}
                inputMode={field.inputMode}
                error={errorOf(field.name)}
                {...fieldProps(field.name, rules(field))}
              />
            );
          case "textarea":
            return (
              <TextAreaField
                key={field.name}
                label={field.label}
                rows={field.rows ?? 4}
                required={field.required}
                helperText={field.helperText}
                error={errorOf(field.name)}
                {...fieldProps(field.name, rules(field))}
              />
            );
          case "color":
            return (
              <Controller
                key={field.name}
                control={control}
                name={field.name}
                render={({ field: control }) => (
                  <ColorField
                    ref={control.ref}
                    label={field.label}
                    name={control.name}
                    value={control.value}
                    onChange={control.onChange}
                    onBlur={control.onBlur}
                    helperText={field.helperText}
                    error={errorOf(field.name)}
                  />
                )}
              />
            );
          case "checkbox":
            return (
              <Controller
                key={field.name}
                control={control}
                name={field.name}
                render={({ field: control }) => (
                  <div className={css({ display: "grid", gap: "1" })}>
                    <Checkbox
                      label={field.label}
                      name={control.name}
                      checked={Boolean(control.value)}
                      disabled={field.disabled}
                      onCheckedChange={(details) => control.onChange(details.checked === true)}
                    />
                    {field.helperText || errorOf(field.name) ? (
                      <span
                        className={cx(
                          css({ fontSize: "sm" }),
                          errorOf(field.name) ? css({ color: "danger.text" }) : css({ color: "fg.muted" }),
                        )}
                      >
                        {errorOf(field.name) ?? field.helperText}
                      </span>
                    ) : null}
                  </div>
                )}
              />
            );
          case "select":
            return (
              <Controller
                key={field.name}
                control={control}
                name={field.name}
                render={({ field: control }) => (
                  <Select
                    label={field.label}
                    options={field.options}
                    name={control.name}
                    value={control.value ?? null}
                    onValueChange={(value) => control.onChange(value)}
                    helperText={field.describe?.(control.value ?? null) ?? field.helperText}
                    error={errorOf(field.name)}
                    disabled={field.disabled}
                  />
                )}
              />
            );
          case "checkbox-group":
            return (
              <Controller
                key={field.name}
                control={control}
                name={field.name}
                render={({ field: control }) => (
                  <CheckboxGroup
                    legend={field.label}
                    options={field.options}
                    value={control.value ?? []}
                    onValueChange={control.onChange}
                    emptyText={field.emptyText}
                    helperText={field.helperText}
                    error={errorOf(field.name)}
                  />
                )}
              />
            );
          default:
            return null;
        }
      })}
      <div className={actionsClass}>
        <SubmitButton loading={isSubmitting}>{submitLabel}</SubmitButton>
        {actions}
        {status}
      </div>
    </form>
  );
}
