import { Button } from "@shop/ui";
import { useHydrated } from "@tanstack/react-router";
import type { ComponentProps } from "react";

/**
 * The submit button of a form the app sends to the API itself: disabled until the page has
 * hydrated. Before that, a press would post the form to the page's own address, which answers 405
 * (pages are read with GET), and a slow phone's visitor would land on an error instead of the form;
 * a disabled default button also keeps Enter in a field from sending the form.
 * @example
 *   <SubmitButton loading={logIn.isPending}>Войти</SubmitButton>
 */
export function SubmitButton({ disabled, ...props }: Omit<ComponentProps<typeof Button>, "type">) {
  const hydrated = useHydrated();
  return <Button type="submit" disabled={!hydrated || disabled} {...props} />;
}
