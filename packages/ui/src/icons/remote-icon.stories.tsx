import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor } from "storybook/test";
import { IconSet, RemoteIcon } from "./remote-icon";

// In the shop, `href` is the API's icon set, `/api/core/icons`; here a static sprite of the same
// format stands in for it (a query string does not change what a static file answers).
const SAMPLE_SET = "/icon-set-sample.svg";

const meta = {
  title: "Foundations/RemoteIcon",
  component: RemoteIcon,
  args: { name: "square" },
  render: (args) => (
    <IconSet href={SAMPLE_SET} names={["square", "circle"]}>
      <p style={{ display: "flex", gap: 8, alignItems: "center", fontSize: 24, color: "#2563eb" }}>
        <RemoteIcon {...args} /> <RemoteIcon name="circle" /> Значки из набора магазина
      </p>
    </IconSet>
  ),
} satisfies Meta<typeof RemoteIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FromTheShopsSet: Story = {
  play: async ({ canvasElement }) => {
    const uses = [...canvasElement.querySelectorAll("use")];
    await expect(uses.map((use) => use.getAttribute("href"))).toEqual([
      `${SAMPLE_SET}?icons=circle,square#square`,
      `${SAMPLE_SET}?icons=circle,square#circle`,
    ]);
    // Drawn once the sprite has arrived: each <use> has the size of its shape.
    await waitFor(() => {
      for (const use of uses) expect(use.getBBox().width).toBeGreaterThan(10);
    });
  },
};
