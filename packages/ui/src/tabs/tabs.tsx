import { Tabs as ArkTabs } from "@ark-ui/react/tabs";
import { forwardRef } from "react";
import { css, cx } from "../../styled-system/css";
import { useEarlyPress } from "../early-press/use-early-press";

const listClass = css({
  display: "flex",
  gap: "1",
  borderBlockEnd: "1px solid",
  borderColor: "border.default",
  overflowX: "auto",
});
const triggerClass = css({
  px: "4",
  py: "2",
  border: "none",
  borderBlockEnd: "2px solid transparent",
  bg: "transparent",
  color: "fg.muted",
  fontSize: "md",
  fontWeight: "medium",
  cursor: "pointer",
  whiteSpace: "nowrap",
  _hover: { color: "fg.default" },
  _selected: { color: "primary.text", borderBlockEndColor: "primary.solid" },
  _disabled: { opacity: 0.5, cursor: "not-allowed" },
});

export const TabsList = forwardRef<HTMLDivElement, ArkTabs.ListProps>(function TabsList(
  { className, ...props },
  ref,
) {
  return <ArkTabs.List ref={ref} className={cx(listClass, className)} {...props} />;
});
TabsList.displayName = "Tabs.List";

export const TabsTrigger = forwardRef<HTMLButtonElement, ArkTabs.TriggerProps>(function TabsTrigger(
  { className, ...props },
  ref,
) {
  return (
    <ArkTabs.Trigger ref={ref} className={cx(triggerClass, className)} {...useEarlyPress()} {...props} />
  );
});
TabsTrigger.displayName = "Tabs.Trigger";

export const TabsContent = forwardRef<HTMLDivElement, ArkTabs.ContentProps>(function TabsContent(
  { className, ...props },
  ref,
) {
  return <ArkTabs.Content ref={ref} className={cx(css({ pt: "4" }), className)} {...props} />;
});
TabsContent.displayName = "Tabs.Content";

// The parts are exported from this module too, so Storybook's docgen draws their props tables;
// the package's entry exports only the `Tabs` namespace.
/**
 * Tabs (Ark UI): arrow keys move between tabs, Home/End jump to the ends.
 * @example
 *   <Tabs.Root defaultValue="about">
 *     <Tabs.List><Tabs.Trigger value="about">Описание</Tabs.Trigger></Tabs.List>
 *     <Tabs.Content value="about">…</Tabs.Content>
 *   </Tabs.Root>
 */
export const Tabs = {
  Root: ArkTabs.Root,
  List: TabsList,
  Trigger: TabsTrigger,
  Content: TabsContent,
};
export type TabsRootProps = ArkTabs.RootProps;
