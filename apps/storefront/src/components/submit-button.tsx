import { Button } from "@shop/ui";
import type { ComponentProps } from "react";

/**
 * The submit button of a form the app sends to the API itself. Enabled from the first paint: the
 * forms are early forms (`useEarlyForm`, `useHookForm`), whose action React replays once the page
 * has hydrated, so a press on a slow phone is taken, not refused.
 * @example
 *   <SubmitButton loading={logIn.isPending}>Войти</SubmitButton>
 */
export function SubmitButton(props: Omit<ComponentProps<typeof Button>, "type">) {
  return <Button type="submit" {...props} />;
}
