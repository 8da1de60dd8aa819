import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect } from "storybook/test";
import { storyDocs } from "../test/story-docs";
import { SegmentedControl } from "./segmented-control";

const LANGUAGES = [
  { value: "ru", label: "Русский", lang: "ru" },
  { value: "en-US", label: "English", lang: "en" },
] as const;

type Language = (typeof LANGUAGES)[number]["value"];

function LanguageChoice() {
  const [language, setLanguage] = useState<Language>("ru");
  return (
    <>
      <SegmentedControl<Language>
        legend="Язык"
        options={LANGUAGES}
        value={language}
        onValueChange={setLanguage}
      />
      <p>Выбрано: {language}</p>
    </>
  );
}

const meta = {
  title: "Components/SegmentedControl",
  component: SegmentedControl,
  parameters: storyDocs({
    ru: "Один вариант из нескольких, рядом в одной «таблетке»: группа радиокнопок со скрытой легендой. Tab приводит в группу, стрелки меняют выбор. У подписи может быть свой язык (`lang`), например у названия языка в переключателе языков.",
    en: "One choice of a few, side by side in one pill: a group of radio buttons under a hidden legend. Tab reaches the group, the arrow keys move the choice. A label may have a language of its own (`lang`), as a language's own name in a language switch does.",
    components: { SegmentedControl },
  }),
  render: () => <LanguageChoice />,
  args: { legend: "Язык", options: LANGUAGES, value: "ru", onValueChange: () => undefined },
} satisfies Meta<typeof SegmentedControl<Language>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Languages: Story = {
  play: async ({ canvas, userEvent }) => {
    const group = canvas.getByRole("group", { name: "Язык" });
    await expect(canvas.getByRole("radio", { name: "Русский" })).toBeChecked();
    await expect(canvas.getByText("English").closest("label")).toHaveAttribute("lang", "en");
    await userEvent.click(canvas.getByRole("radio", { name: "English" }));
    await expect(canvas.getByText("Выбрано: en-US")).toBeVisible();
    await userEvent.keyboard("{ArrowLeft}");
    await expect(canvas.getByRole("radio", { name: "Русский" })).toBeChecked();
    await expect(group).toBeVisible();
  },
};

export const Dark: Story = { globals: { colorMode: "dark" } };
