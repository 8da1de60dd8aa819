import { act, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations, renderWithI18n } from "../test/render";
import { Toaster } from "./toaster";
import { createToaster } from "./toaster-store";

function setup() {
  const toaster = createToaster();
  renderWithI18n(<Toaster toaster={toaster} />);
  const region = () => screen.getByRole("region", { name: "Notifications" });
  return { toaster, region };
}

describe("Toaster", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("has no accessibility violations", async () => {
    vi.useRealTimers();
    const { toaster, region } = setup();
    act(() => {
      toaster.create({
        title: "Товар добавлен",
        description: "Пуэр, 100 г",
        color: "success",
        actions: [{ label: "В корзину" }],
      });
    });
    await expectNoAxeViolations(region());
  });

  it("closes after the default 5000 ms and runs the callback with the reason", () => {
    const { toaster } = setup();
    const onClose = vi.fn();
    act(() => {
      toaster.create({ title: "Сохранено", onClose });
    });
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.getByText("Сохранено")).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText("Сохранено")).toBeNull();
    expect(onClose).toHaveBeenCalledExactlyOnceWith("timeout");
  });

  it("counts a toast's time from when a region shows it, not from when it was raised", () => {
    const toaster = createToaster();
    const onClose = vi.fn();
    // Raised while the region's code is still on its way (the shop loads it with the first toast).
    toaster.create({ title: "Ошибка сети", timeout: 1000, onClose });
    vi.advanceTimersByTime(10_000);
    expect(onClose).not.toHaveBeenCalled();
    renderWithI18n(<Toaster toaster={toaster} />);
    act(() => vi.advanceTimersByTime(999));
    expect(screen.getByText("Ошибка сети")).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText("Ошибка сети")).toBeNull();
    expect(onClose).toHaveBeenCalledExactlyOnceWith("timeout");
  });

  it("pauses the countdown while hovered and resumes with the time that was left", () => {
    const { toaster } = setup();
    act(() => {
      toaster.create({ title: "Пауза", timeout: 1000 });
    });
    const toast = screen.getByRole("status");
    act(() => vi.advanceTimersByTime(600));
    fireEvent.mouseEnter(toast);
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByText("Пауза")).toBeTruthy();
    expect(toast.getAttribute("data-paused")).toBe("true");
    fireEvent.mouseLeave(toast);
    act(() => vi.advanceTimersByTime(399));
    expect(screen.getByText("Пауза")).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText("Пауза")).toBeNull();
  });

  it("keeps counting while hovered when pausing is off", () => {
    const { toaster } = setup();
    act(() => {
      toaster.create({ title: "Без паузы", timeout: 1000, pauseOnHover: false });
    });
    fireEvent.mouseEnter(screen.getByRole("status"));
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByText("Без паузы")).toBeNull();
  });

  it("closes by the close button and by an action, each running the callback", () => {
    const { toaster } = setup();
    const onClose = vi.fn();
    const onUndo = vi.fn();
    act(() => {
      toaster.create({ title: "Первый", onClose });
      toaster.create({ title: "Второй", onClose, actions: [{ label: "Отменить", onClick: onUndo }] });
    });
    const first = screen.getByText("Первый").closest("[role=status]") as HTMLElement;
    fireEvent.click(within(first).getByRole("button", { name: "Close notification" }));
    expect(onClose).toHaveBeenLastCalledWith("button");
    fireEvent.click(screen.getByRole("button", { name: "Отменить" }));
    expect(onUndo).toHaveBeenCalledOnce();
    expect(onClose).toHaveBeenLastCalledWith("action");
    expect(screen.queryAllByRole("status")).toHaveLength(0);
  });

  it("runs the click handler for the body but not for its buttons", () => {
    const { toaster } = setup();
    const onClick = vi.fn();
    act(() => {
      toaster.create({ title: "Открыть заказ", onClick });
    });
    fireEvent.click(screen.getByText("Открыть заказ"));
    expect(onClick).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole("button", { name: "Close notification" }));
    expect(onClick).toHaveBeenCalledOnce();
  });

  it("announces danger toasts as alerts and shows icon and avatar", () => {
    const { toaster } = setup();
    act(() => {
      toaster.create({
        title: "Ошибка",
        color: "danger",
        icon: <span data-testid="icon">!</span>,
        avatar: "/avatar.webp",
        closable: false,
      });
    });
    const alert = screen.getByRole("alert");
    expect(within(alert).getByTestId("icon")).toBeTruthy();
    expect(alert.querySelector("img")?.getAttribute("src")).toBe("/avatar.webp");
    expect(within(alert).queryByRole("button")).toBeNull();
  });

  it("gives API errors and messages their own red and blue palettes, the error announced as an alert", () => {
    const { toaster } = setup();
    act(() => {
      toaster.create({ title: "Ошибка", description: "Сервер недоступен", color: "error" });
      toaster.create({ description: "Письмо отправлено", color: "notice" });
    });
    expect(screen.getByRole("alert").className).toContain("color-palette_error");
    expect(screen.getByRole("status").className).toContain("color-palette_notice");
  });

  it("replaces a toast created again with the same id", () => {
    const { toaster } = setup();
    act(() => {
      toaster.create({ id: "cart", title: "1 товар" });
      toaster.create({ id: "cart", title: "2 товара" });
    });
    expect(screen.queryByText("1 товар")).toBeNull();
    expect(screen.getAllByRole("status")).toHaveLength(1);
  });
});
