import { useLingui } from "@lingui/react/macro";
import { LOCALES, type Locale, resolveLocale } from "@shop/i18n";
import { SegmentedControl } from "@shop/ui";
import { useRouter } from "@tanstack/react-router";
import { useEarlyForm } from "../../lib/early-form";
import { changeLocale } from "../../lib/locale";

// Each language by its own name, in its own language (`lang`), as a reader of it looks for it.
const OPTIONS = Object.values(LOCALES).map((locale) => ({
  value: locale.code,
  label: locale.name,
  lang: locale.tag.split("-")[0],
}));

/**
 * The footer's language switch (Русский / English): Russian is the shop's language, English is
 * offered. A choice re-renders the page in place: the catalog of messages is fetched and activated,
 * the session and every query reload in the new language (`changeLocale`), and the router runs the
 * page's loaders and head again (its title). The choice is kept in the locale cookie for a year.
 * A form: a language picked before the page has hydrated is taken when it has (`useEarlyForm`).
 */
export function LanguageSwitch() {
  const { t, i18n } = useLingui();
  const router = useRouter();
  const current: Locale = resolveLocale(i18n.locale);
  const choose = async (locale: Locale) => {
    if (await changeLocale(locale)) await router.invalidate();
  };
  const form = useEarlyForm(
    (data) => {
      const locale = OPTIONS.find((option) => option.value === data.get("locale"))?.value;
      if (locale && locale !== current) void choose(locale);
    },
    { autoSubmit: true },
  );
  return (
    <form {...form}>
      <SegmentedControl<Locale>
        legend={t({ id: "footer.language", message: "Language" })}
        name="locale"
        options={OPTIONS}
        value={current}
        onValueChange={(locale) => void choose(locale)}
      />
    </form>
  );
}
