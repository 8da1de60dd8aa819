import { useLingui } from "@lingui/react/macro";
import { Button, TextField } from "@shop/ui";
import { type DragEvent, type KeyboardEvent, useId, useRef, useState } from "react";
import { css, cx } from "../../../../styled-system/css";
import { uploadBoxClass } from "../upload-styles";

// The photos section's parts, the same whether the product exists yet (photos staged, attached by
// its creation) or not (each change saved at once): product-photos.tsx keeps the state.

/** One photo in the section: stored on the product, staged for it, or on its way. */
export interface PhotoItem {
  /** Its key in the list: the media path once stored, a local id before. */
  key: string;
  /** What the preview shows: the stored file, or the chosen file's object URL. */
  src: string;
  /** The file's name, while it is on its way. */
  name: string;
  /** The alt text as typed; empty means the product's title. */
  alt: string;
  state: "waiting" | "sending" | "done" | "failed";
  /** Share sent, 0 to 1. */
  progress: number;
  problem?: string | undefined;
}

/** What the image input takes (the API refuses anything else with 415). */
export const ACCEPTED_TYPES = "image/jpeg,image/png,image/webp,image/avif,image/gif";
const PHOTO_DRAG_TYPE = "application/x-shop-photo";

/** A target a finger can hit: 44 px at least (WCAG 2.5.5), whatever the button's size. */
export const touchTargetClass = css({ minH: "2.75rem", minW: "2.75rem" });
const listClass = css({
  display: "grid",
  gap: "4",
  gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 15rem), 1fr))",
  listStyle: "none",
  m: "0",
  p: "0",
});
const cardClass = css({
  display: "grid",
  alignContent: "start",
  gap: "3",
  p: "3",
  borderWidth: "1px",
  borderStyle: "solid",
  borderColor: "border.default",
  borderRadius: "lg",
  bg: "bg.surface",
  "&[data-dragging=true]": { opacity: "0.5" },
  "&[data-drop-target=true]": { borderColor: "primary.solid", outlineWidth: "2px", outlineStyle: "dashed" },
});
// Large enough to judge a photo by: the card's whole width, square.
const previewClass = css({
  display: "block",
  w: "full",
  aspectRatio: "1",
  objectFit: "contain",
  bg: "bg.muted",
  borderRadius: "md",
  cursor: "grab",
});
const buttonsClass = css({ display: "flex", flexWrap: "wrap", gap: "2" });
const zoneClass = css({
  justifyItems: "start",
  m: "0",
  minW: "0",
  "&[data-over=true]": { borderColor: "primary.solid", bg: "bg.muted" },
});
const mutedClass = css({ m: "0", fontSize: "sm", color: "fg.muted" });

/** The list with the one at `from` moved to `to`. */
export function movedTo<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(Math.max(0, Math.min(to, next.length)), 0, item);
  return next;
}

/**
 * Where photos come in: a styled button that opens the browser's picker (several files at once)
 * and a box that takes files dropped on it. The native input stays hidden: its «Choose File» is the
 * browser's language, not the shop's.
 */
export function PhotoDropZone({
  onFiles,
  disabled,
}: {
  onFiles: (files: File[]) => void;
  disabled?: boolean;
}) {
  const { t } = useLingui();
  const input = useRef<HTMLInputElement>(null);
  const helpId = useId();
  const [over, setOver] = useState(false);
  const hasFiles = (event: DragEvent) => event.dataTransfer.types.includes("Files");
  return (
    <fieldset
      aria-label={t({ id: "admin.products.photos.zone", message: "Add photos" })}
      className={cx(uploadBoxClass, zoneClass)}
      data-over={over}
      data-testid="photo-drop-zone"
      onDragOver={(event) => {
        if (!hasFiles(event) || disabled) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = "copy";
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        setOver(false);
        if (disabled || event.dataTransfer.files.length === 0) return;
        event.preventDefault();
        onFiles([...event.dataTransfer.files]);
      }}
    >
      <input
        ref={input}
        type="file"
        multiple
        accept={ACCEPTED_TYPES}
        hidden
        tabIndex={-1}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = "";
          if (files.length) onFiles(files);
        }}
      />
      <Button
        variant="outline"
        className={touchTargetClass}
        disabled={disabled}
        aria-describedby={helpId}
        onClick={() => input.current?.click()}
      >
        {t({ id: "admin.products.photos.choose", message: "Choose photos" })}
      </Button>
      <p id={helpId} className={mutedClass}>
        {t({
          id: "admin.products.photos.help",
          message:
            "Or drag files here. Several at once; JPEG, PNG, WebP, AVIF or GIF up to 10 MB each, stored at most 1600 px on the longer side.",
        })}
      </p>
    </fieldset>
  );
}

export interface PhotoListProps {
  items: readonly PhotoItem[];
  /** What an empty alt text stands for (the title, or a word for it before there is one). */
  altPlaceholder: string;
  busy: boolean;
  onMove(from: number, to: number): void;
  onRemove(index: number): void;
  onAltChange(index: number, alt: string): void;
  /** Set when the alt text is saved on its own (an existing product): Enter or the button saves it. */
  altSaving?: { isChanged(index: number): boolean; save(index: number): void } | undefined;
  /** Where the focus goes back after a move: each card's buttons by key and move. */
  buttonRef(key: string, move: "up" | "down"): (node: HTMLButtonElement | null) => void;
}

/**
 * The photos in their order, each a large preview, its state while it is sent (a progress bar),
 * its alt text, and «Выше»/«Ниже»/«Убрать» (the keyboard's way to reorder); a card is also dragged
 * to another's place.
 */
export function PhotoList({
  items,
  altPlaceholder,
  busy,
  onMove,
  onRemove,
  onAltChange,
  altSaving,
  buttonRef,
}: PhotoListProps) {
  const { t } = useLingui();
  const [dragged, setDragged] = useState<number | undefined>();
  const [target, setTarget] = useState<number | undefined>();
  const count = items.length;
  if (count === 0) {
    return (
      <p className={css({ m: "0", color: "fg.muted" })}>
        {t({ id: "admin.products.photos.none", message: "No photos yet." })}
      </p>
    );
  }
  const drop = (event: DragEvent, index: number) => {
    const from = Number(event.dataTransfer.getData(PHOTO_DRAG_TYPE));
    setDragged(undefined);
    setTarget(undefined);
    if (!event.dataTransfer.types.includes(PHOTO_DRAG_TYPE) || !Number.isInteger(from)) return;
    event.preventDefault();
    if (from !== index) onMove(from, index);
  };
  return (
    <ol className={listClass} aria-busy={busy}>
      {items.map((item, index) => {
        const place = index + 1;
        const sent = Math.round(item.progress * 100);
        const movable = item.state === "done" && !busy;
        return (
          <li
            key={item.key}
            className={cardClass}
            data-testid="product-photo"
            data-dragging={dragged === index}
            data-drop-target={target === index && dragged !== index}
            draggable={movable}
            onDragStart={(event) => {
              event.dataTransfer.setData(PHOTO_DRAG_TYPE, String(index));
              event.dataTransfer.effectAllowed = "move";
              setDragged(index);
            }}
            onDragEnd={() => {
              setDragged(undefined);
              setTarget(undefined);
            }}
            onDragOver={(event) => {
              if (!event.dataTransfer.types.includes(PHOTO_DRAG_TYPE)) return;
              event.preventDefault();
              setTarget(index);
            }}
            onDrop={(event) => drop(event, index)}
          >
            <img
              className={previewClass}
              src={item.src}
              alt={t({ id: "admin.products.photos.preview", message: `Photo ${place} of ${count}` })}
              loading="lazy"
              draggable={false}
            />
            {item.state === "waiting" || item.state === "sending" ? (
              <div className={css({ display: "grid", gap: "1" })}>
                <progress
                  className={css({ w: "full", h: "2" })}
                  max={100}
                  value={item.state === "sending" ? sent : 0}
                  aria-label={t({ id: "admin.products.photos.progress", message: `Upload of ${item.name}` })}
                />
                <span className={mutedClass}>
                  {item.state === "waiting"
                    ? t({ id: "admin.products.photos.waiting", message: "Waiting…" })
                    : t({ id: "admin.products.photos.sending", message: `Sent ${sent} %` })}
                </span>
              </div>
            ) : null}
            {item.state === "failed" ? (
              <p className={css({ m: "0", color: "danger.text" })}>
                {t({
                  id: "admin.products.photos.failed",
                  message: `${item.name} is not added: ${item.problem ?? ""}`,
                })}
              </p>
            ) : null}
            {item.state === "done" ? (
              <AltField
                index={index}
                value={item.alt}
                placeholder={altPlaceholder}
                onChange={(alt) => onAltChange(index, alt)}
                saving={altSaving}
                disabled={busy}
              />
            ) : null}
            <div className={buttonsClass}>
              {item.state === "done"
                ? (["up", "down"] as const).map((move) => (
                    <Button
                      key={move}
                      ref={buttonRef(item.key, move)}
                      size="sm"
                      variant="outline"
                      color="secondary"
                      className={touchTargetClass}
                      disabled={busy || (move === "up" ? index === 0 : index === count - 1)}
                      aria-label={
                        move === "up"
                          ? t({ id: "admin.products.photos.up", message: `Earlier: photo ${place}` })
                          : t({ id: "admin.products.photos.down", message: `Later: photo ${place}` })
                      }
                      onClick={() => onMove(index, move === "up" ? index - 1 : index + 1)}
                    >
                      {move === "up"
                        ? t({ id: "admin.products.photos.upShort", message: "Earlier" })
                        : t({ id: "admin.products.photos.downShort", message: "Later" })}
                    </Button>
                  ))
                : null}
              <Button
                size="sm"
                variant="outline"
                color="danger"
                className={touchTargetClass}
                disabled={busy || item.state === "sending"}
                aria-label={t({ id: "admin.products.photos.remove", message: `Remove photo ${place}` })}
                onClick={() => onRemove(index)}
              >
                {t({ id: "admin.products.photos.removeShort", message: "Remove" })}
              </Button>
            </div>
          </li>
        );
      })}
    </ol>
  );
}

function AltField({
  index,
  value,
  placeholder,
  onChange,
  saving,
  disabled,
}: {
  index: number;
  value: string;
  placeholder: string;
  onChange: (alt: string) => void;
  saving: PhotoListProps["altSaving"];
  disabled: boolean;
}) {
  const { t } = useLingui();
  const place = index + 1;
  const changed = saving?.isChanged(index) ?? false;
  return (
    <div className={css({ display: "grid", gap: "2" })}>
      <TextField
        label={t({ id: "admin.products.photos.alt", message: `Description of photo ${place} (alt text)` })}
        helperText={t({
          id: "admin.products.photos.altHelp",
          message: "What the photo shows, for those who cannot see it. Empty: the product's title.",
        })}
        value={value}
        placeholder={placeholder}
        maxLength={200}
        className={touchTargetClass}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
          if (event.key !== "Enter" || !saving) return;
          // Enter saves the description, not the product form around it.
          event.preventDefault();
          if (changed) saving.save(index);
        }}
      />
      {saving && changed ? (
        <Button size="sm" className={touchTargetClass} disabled={disabled} onClick={() => saving.save(index)}>
          {t({ id: "admin.products.photos.altSave", message: `Save the description of photo ${place}` })}
        </Button>
      ) : null}
    </div>
  );
}
