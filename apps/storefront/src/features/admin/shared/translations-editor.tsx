import { useLingui } from "@lingui/react/macro";
import { isLocale, LOCALES } from "@shop/i18n";
import { TextAreaField, TextField } from "@shop/ui";
import { useSuspenseQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { css, cx } from "../../../../styled-system/css";
import { ProblemList } from "../../../components/problem-list";
import { SubmitButton } from "../../../components/submit-button";
import { useHookForm } from "../../../lib/hook-form";
import { formSectionClass, formSectionLegendClass, saveBarClass } from "../form-styles";
import { useAdminNotice } from "../resource/admin-notices";
import { formProblems } from "../resource/problems";
import {
  type TranslatableKind,
  translatableItemQueryOptions,
  translationsQueryOptions,
  useUpdateTranslations,
} from "./get-translations";
import {
  BASE_LOCALE,
  type TranslationTexts,
  translationsPatch,
  translationTexts,
} from "./translations-patch";

const formClass = css({ display: "grid", gap: "6", maxW: "48rem" });
const actionsClass = cx(
  css({ display: "flex", gap: "3", alignItems: "center", flexWrap: "wrap" }),
  saveBarClass,
);

export interface TranslationsEditorProps {
  kind: TranslatableKind;
  id: number;
  /**
   * Whether the Russian texts (the item's own) are edited here too; the product editor edits
   * them in its own form and leaves them out (default `true`).
   */
  withBase?: boolean;
}

/**
 * The texts of one product or category in every locale: the Russian ones are the item's own, the
 * others translations. Saving sends what changed; an emptied translation is removed (the catalog
 * then shows the Russian text in that language).
 */
export function TranslationsEditor({ kind, id, withBase = true }: TranslationsEditorProps) {
  const stored = useSuspenseQuery(translationsQueryOptions(kind, id)).data;
  const texts = translationTexts(stored);
  return <TranslationsForm kind={kind} id={id} texts={texts} withBase={withBase} />;
}

function TranslationsForm({
  kind,
  id,
  texts,
  withBase,
}: Required<TranslationsEditorProps> & { texts: TranslationTexts }) {
  const { t } = useLingui();
  const item = useSuspenseQuery(translatableItemQueryOptions(kind, id)).data;
  const update = useUpdateTranslations(kind, id);
  const notify = useAdminNotice();
  const [problems, setProblems] = useState<string[]>([]);
  // The fields follow what the API has now (after a save, or another's change), except those the
  // user has edited since: typing during a save is not wiped by the texts it brings back.
  const form = useForm<TranslationTexts>({
    values: texts,
    resetOptions: { keepDirtyValues: true },
  });
  const { handleSubmit, setError, formState } = form;
  // Locales left out keep their stored texts in the form's values, so the patch leaves them be.
  const locales = Object.keys(texts).filter((locale) => withBase || locale !== BASE_LOCALE);
  const fieldNames = locales.flatMap((locale) => [`${locale}.title`, `${locale}.description`] as const);

  const submit = handleSubmit(async (values) => {
    setProblems([]);
    const patch = translationsPatch(texts, values);
    if (!patch) {
      setProblems([t({ id: "admin.translations.unchanged", message: "Nothing has changed." })]);
      return;
    }
    try {
      await update.mutateAsync(patch);
    } catch (error) {
      // The API names `translations.<locale>.<field>`.
      const paths = fieldNames.map((name) => `translations.${name}`);
      const { byField, rest } = formProblems(error, paths);
      for (const [path, message] of Object.entries(byField)) {
        if (message)
          setError(path.slice("translations.".length) as `${string}.title`, { type: "server", message });
      }
      setProblems(rest);
      return;
    }
    notify(t({ id: "admin.translations.saved", message: "The texts are saved" }));
  });

  const errorOf = (locale: string, field: "title" | "description") =>
    formState.errors[locale]?.[field]?.message;
  const localeName = (locale: string) =>
    locale === BASE_LOCALE
      ? t({ id: "admin.translations.base", message: "Russian: the item's own texts" })
      : isLocale(locale)
        ? `${LOCALES[locale].name} (${locale})`
        : locale;
  const title = item.title;

  const { formProps, fieldProps } = useHookForm(form, submit);
  return (
    <form {...formProps} className={formClass} noValidate data-testid="translations-form">
      <p className={css({ m: "0" })}>
        {t({ id: "admin.translations.of", message: `Texts of “${title}”` })}{" "}
        <Link to={item.href}>{t({ id: "admin.translations.open", message: "Open in the shop" })}</Link>
      </p>
      <ProblemList problems={problems} />
      {locales.map((locale) => (
        <fieldset key={locale} className={formSectionClass} data-testid={`locale-${locale}`}>
          <legend className={formSectionLegendClass}>{localeName(locale)}</legend>
          <TextField
            label={t({ id: "admin.translations.field.title", message: "Title" })}
            required={locale === BASE_LOCALE}
            helperText={
              locale === BASE_LOCALE
                ? undefined
                : t({ id: "admin.translations.field.empty", message: "Empty: the Russian text is shown" })
            }
            error={errorOf(locale, "title")}
            {...fieldProps(`${locale}.title`, {
              maxLength: {
                value: 200,
                message: t({ id: "admin.translations.tooLong200", message: "At most 200 characters" }),
              },
              validate: (value) =>
                locale !== BASE_LOCALE ||
                value.trim() !== "" ||
                t({ id: "admin.translations.titleRequired", message: "The Russian title cannot be empty" }),
            })}
          />
          <TextAreaField
            label={t({ id: "admin.translations.field.description", message: "Description" })}
            rows={4}
            error={errorOf(locale, "description")}
            {...fieldProps(`${locale}.description`, {
              maxLength: {
                value: 5000,
                message: t({ id: "admin.translations.tooLong5000", message: "At most 5000 characters" }),
              },
            })}
          />
        </fieldset>
      ))}
      <div className={actionsClass}>
        <SubmitButton loading={formState.isSubmitting}>
          {t({ id: "admin.translations.save", message: "Save the texts" })}
        </SubmitButton>
      </div>
    </form>
  );
}
