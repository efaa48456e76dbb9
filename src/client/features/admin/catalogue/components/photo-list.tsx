import { ArrowDown, ArrowUp, Trash2, type LucideIcon } from "lucide-react";
import { useEffect, useRef } from "react";
import { toast } from "~/client/lib/toast";
import { Button } from "~/client/components/ui/button";
import { photoThumbnail } from "~/shared/catalog/photos";
import type { AdminCatalogueItem } from "~/shared/schemas/admin-catalogue";
import { useRemovePhoto } from "../api/remove-photo";
import { useReorderPhotos } from "../api/reorder-photos";
import { errorText } from "~/client/lib/format";
import { LoadingLine } from "~/client/components/ui/loading-line";
import { PHOTO_INPUT_ID } from "./photo-upload";

type PendingFocus = { photoId: string; button: "up" | "down" | "delete" } | { input: true };

export function PhotoList({ item }: { item: AdminCatalogueItem }) {
  const reorder = useReorderPhotos(item.id);
  const remove = useRemovePhoto(item.id);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const pendingFocus = useRef<PendingFocus | null>(null);
  const busy = reorder.isPending || remove.isPending;
  const { photos } = item;

  // After a move or a delete the list is drawn again: focus goes where the keyboard user expects.
  useEffect(() => {
    const target = pendingFocus.current;
    if (!target) return;
    pendingFocus.current = null;
    if ("input" in target) document.getElementById(PHOTO_INPUT_ID)?.focus();
    else buttons.current.get(`${target.photoId}-${target.button}`)?.focus();
  }, [photos]);

  const buttonRef = (key: string) => (element: HTMLButtonElement | null) => {
    if (element) buttons.current.set(key, element);
    else buttons.current.delete(key);
  };

  const move = (index: number, by: -1 | 1) => {
    if (busy) return;
    const to = index + by;
    if (to < 0 || to >= photos.length) return;
    const order = photos.map((photo) => photo.id);
    const [moved] = order.splice(index, 1);
    order.splice(to, 0, moved!);
    // Once the list is drawn in its new order: the same button again, unless the photo reached the end it was moving to.
    const atEdge = to === 0 || to === photos.length - 1;
    pendingFocus.current = { photoId: moved!, button: atEdge ? (by < 0 ? "down" : "up") : by < 0 ? "up" : "down" };
    reorder.mutate(order, {
      onSuccess: () => toast.success("Photos reordered", { description: to === 0 ? `Photo ${index + 1} is now the cover.` : `Photo ${index + 1} is now photo ${to + 1}.` }),
      onError: (failure) => {
        pendingFocus.current = null;
        toast.error("Could not reorder the photos", { description: errorText(failure) });
      },
    });
  };

  const del = (index: number) => {
    if (busy) return;
    const photo = photos[index]!;
    const cover = index === 0 && photos.length > 1 ? " Photo 2 becomes the cover." : "";
    if (!window.confirm(`Delete photo ${index + 1} of ${item.name}? The shop stops showing it at once.${cover}`)) return;
    // Once it is gone: the next photo's Delete (or the one before), or the file input when none is left.
    const next = photos[index + 1] ?? photos[index - 1];
    pendingFocus.current = next ? { photoId: next.id, button: "delete" } : { input: true };
    remove.mutate(photo.id, {
      onSuccess: (saved) => {
        toast.success("Photo deleted", { description: `${saved.name} has ${saved.photos.length === 0 ? "no photos: the shop shows its drawing" : `${saved.photos.length} ${saved.photos.length === 1 ? "photo" : "photos"}`}.` });
      },
      onError: (failure) => {
        pendingFocus.current = null;
        toast.error("Could not delete the photo", { description: errorText(failure) });
      },
    });
  };

  if (photos.length === 0) return <p className="text-sm text-earth-900/80">No photos yet: the shop shows the item&apos;s drawing.</p>;
  return (
    <>
      {reorder.isPending ? <LoadingLine>Saving the new order…</LoadingLine> : null}
      {remove.isPending ? <LoadingLine>Deleting the photo…</LoadingLine> : null}
      <ol className="grid gap-3 lg:grid-cols-2" aria-label={`Photos of ${item.name}, the cover first`}>
        {photos.map((photo, index) => {
          const label = index === 0 ? "Cover" : `Photo ${index + 1}`;
          return (
            <li key={photo.id} className="flex gap-3 rounded-md border border-earth-900/15 p-2">
              <img
                src={photoThumbnail(photo)}
                alt={`${item.name}, photo ${index + 1} of ${photos.length}${index === 0 ? " (the cover)" : ""}`}
                width={96}
                height={Math.max(1, Math.round((96 * photo.height) / photo.width))}
                decoding="async"
                className="size-24 shrink-0 rounded bg-mustard-50 object-contain"
              />
              <div className="min-w-0 flex-1">
                <p className="text-sm font-semibold">{label}</p>
                <p className="text-xs text-earth-900/70">
                  {photo.width} × {photo.height} px
                </p>
                <div className="mt-2 flex flex-wrap gap-2">
                  <PhotoAction ref={buttonRef(`${photo.id}-up`)} icon={ArrowUp} photo={index + 1} label="Move up" disabled={index === 0} busy={busy} onClick={() => move(index, -1)} />
                  <PhotoAction ref={buttonRef(`${photo.id}-down`)} icon={ArrowDown} photo={index + 1} label="Move down" disabled={index === photos.length - 1} busy={busy} onClick={() => move(index, 1)} />
                  <PhotoAction ref={buttonRef(`${photo.id}-delete`)} icon={Trash2} photo={index + 1} label="Delete" destructive busy={busy} onClick={() => del(index)} />
                </div>
              </div>
            </li>
          );
        })}
      </ol>
    </>
  );
}

/** A photo's button: stays focusable while a change is saving (aria-disabled), and names its photo to a screen reader. */
function PhotoAction({ ref, icon: Icon, photo, label, disabled, destructive, busy, onClick }: {
  ref: (element: HTMLButtonElement | null) => void;
  icon: LucideIcon;
  photo: number;
  label: string;
  disabled?: boolean;
  destructive?: boolean;
  busy: boolean;
  onClick: () => void;
}) {
  return (
    <Button ref={ref} size="sm" variant={destructive ? "destructive" : "outline"} disabled={disabled} aria-disabled={busy || undefined} className="aria-disabled:cursor-progress aria-disabled:opacity-60" onClick={onClick}>
      <Icon aria-hidden="true" className="size-4" />
      <span className="sr-only">Photo {photo}: </span>
      {label}
    </Button>
  );
}
