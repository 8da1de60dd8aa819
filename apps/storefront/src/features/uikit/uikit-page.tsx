import { useLingui } from "@lingui/react";
import type { Locale } from "@shop/i18n";
import type { ToasterStore } from "@shop/ui";
import { css } from "../../../styled-system/css";
import {
  BadgeDemos,
  ErrorScreenDemo,
  NavigationDemos,
  PriceDemos,
  ProductDemos,
  ThemeDemo,
} from "./display-demos";
import { ButtonDemos, DialogDemo, FieldDemos, QuantityDemo, TabsDemo } from "./form-demos";
import { ToastDemos } from "./toast-demos";
import { uikitSamples } from "./uikit-samples";

export interface UikitPageProps {
  /** The app's toast queue, so the demo toasts look and behave exactly like the shop's. */
  toaster: ToasterStore;
  /** The paginator demo's page (from the URL). */
  page: number;
}

/**
 * The living style guide (/uikit): every component of @shop/ui in its states, with real catalog
 * data where a component shows a product.
 */
export function UikitPage({ toaster, page }: UikitPageProps) {
  const { i18n } = useLingui();
  const samples = uikitSamples[i18n.locale as Locale] ?? uikitSamples.ru;
  return (
    <div data-testid="uikit">
      <p className={css({ color: "fg.muted", maxW: "prose", mb: "4" })}>{samples.intro}</p>
      <ButtonDemos samples={samples} />
      <FieldDemos samples={samples} />
      <TabsDemo samples={samples} />
      <DialogDemo samples={samples} />
      <QuantityDemo samples={samples} />
      <ToastDemos samples={samples} toaster={toaster} />
      <BadgeDemos samples={samples} />
      <PriceDemos samples={samples} />
      <NavigationDemos samples={samples} page={page} />
      <ProductDemos samples={samples} />
      <ErrorScreenDemo samples={samples} />
      <ThemeDemo samples={samples} />
    </div>
  );
}
