import { Button, type PaletteColor, type ToasterStore } from "@shop/ui";
import type { UikitSamples } from "./uikit-samples";
import { UikitRow, UikitSection } from "./uikit-section";

const simple: readonly (keyof UikitSamples["toasts"] & PaletteColor)[] = [
  "info",
  "success",
  "warning",
  "danger",
];

/** Buttons that raise toasts through the app's own toast queue, in every colour and behaviour. */
export function ToastDemos({ samples, toaster }: { samples: UikitSamples; toaster: ToasterStore }) {
  const { toasts } = samples;
  return (
    <UikitSection title={samples.sections.toasts}>
      <UikitRow>
        {simple.map((color) => (
          <Button
            key={color}
            variant="outline"
            color={color}
            onClick={() =>
              toaster.create({ title: toasts[color].title, description: toasts[color].text, color })
            }
          >
            {toasts[color].button}
          </Button>
        ))}
        <Button
          variant="outline"
          color="secondary"
          onClick={() =>
            toaster.create({
              title: toasts.action.title,
              description: toasts.action.text,
              color: "info",
              actions: [
                {
                  label: toasts.action.action,
                  onClick: () => toaster.create({ description: toasts.action.done, color: "success" }),
                },
              ],
            })
          }
        >
          {toasts.action.button}
        </Button>
        <Button
          variant="outline"
          color="secondary"
          onClick={() =>
            toaster.create({ title: toasts.sticky.title, description: toasts.sticky.text, timeout: 0 })
          }
        >
          {toasts.sticky.button}
        </Button>
      </UikitRow>
    </UikitSection>
  );
}
