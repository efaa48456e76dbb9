import { ArrowDown, ArrowUp, Trash2 } from "lucide-react";
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { toast } from "~/client/lib/toast";
import { Button } from "~/client/components/ui/button";
import { FieldError, Label } from "~/client/components/ui/input";
import { ApiRequestError } from "~/client/lib/api";
import { photoThumbnail } from "~/shared/catalog/photos";
import { PHOTO_MISSING_MESSAGE, photoUploadSchema, type AdminCatalogueItem } from "~/shared/schemas/admin-catalogue";
import { useRemovePhoto } from "../api/remove-photo";
import { useReorderPhotos } from "../api/reorder-photos";
import { useUploadPhoto } from "../api/upload-photo";
import { errorText } from "~/client/lib/format";
import { LoadingLine } from "~/client/components/ui/loading-line";
import { SaveButton } from "~/client/components/ui/save-button";

// An item's photos in the back office (docs/product-rules.md#photos): upload one at a time, move
// each up or down with buttons (the keyboard's way, no dragging), delete one after a confirmation.
// The server decides what a file really is; this page checks only the size first, with the
// server's own schema, so a 40 MB file is refused before it is sent.

/**
 * What the picker offers: the formats the server reads. HEIC is left out on purpose: sharp's
 * prebuilt libvips cannot decode an iPhone's HEIC, and an iPhone's browser converts a HEIC photo
 * to JPEG when the page does not ask for HEIC.
 */
const ACCEPTED_TYPES = "image/jpeg,image/png,image/webp,image/avif";
const PHOTO_INPUT_ID = "photo-file";

/** The schema's first complaint about a chosen file (missing, empty, too large), or nothing. */
function problemWith(file: File | null): string | undefined {
  if (!file) return PHOTO_MISSING_MESSAGE;
  const checked = photoUploadSchema.safeParse({ photo: file });
  return checked.success ? undefined : (checked.error.issues[0]?.message ?? PHOTO_MISSING_MESSAGE);
}

function PhotoUpload({ item }: { item: AdminCatalogueItem }) {
  const upload = useUploadPhoto(item.id);
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string>();
  const refuse = (message: string) => {
    setError(message);
    input.current?.focus();
  };

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    setFile(chosen);
    setError(chosen ? problemWith(chosen) : undefined);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (upload.isPending) return;
    const problem = problemWith(file);
    if (problem || !file) return refuse(problem ?? PHOTO_MISSING_MESSAGE);
    upload.mutate(file, {
      onSuccess: (saved) => {
        setFile(null);
        if (input.current) input.current.value = "";
        toast.success("Photo added", { description: `${saved.name} has ${saved.photos.length} ${saved.photos.length === 1 ? "photo" : "photos"}.` });
      },
      onError: (failure) => {
        refuse(failure instanceof ApiRequestError ? (failure.fields.photo ?? failure.message) : errorText(failure));
        toast.error("Could not upload the photo", { description: errorText(failure) });
      },
    });
  };

  const hintId = `${PHOTO_INPUT_ID}-hint`;
  const errorId = `${PHOTO_INPUT_ID}-error`;
  return (
    <form noValidate onSubmit={submit} className="space-y-3">
      <div>
        <Label htmlFor={PHOTO_INPUT_ID}>Photo file</Label>
        <input
          ref={input}
          id={PHOTO_INPUT_ID}
          name="photo"
          type="file"
          accept={ACCEPTED_TYPES}
          onChange={choose}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          className="block w-full max-w-full text-sm file:mr-3 file:h-10 file:rounded-md file:border file:border-leaf-700 file:bg-white file:px-3 file:font-semibold file:text-leaf-800 hover:file:bg-mustard-50"
        />
        <p id={hintId} className="mt-1 text-sm text-earth-900/70">
          JPEG, PNG, WebP or AVIF, up to 15 MB and 50 megapixels. An iPhone&apos;s HEIC photo: choose it in the phone&apos;s browser, which sends it as a JPEG.
        </p>
        <FieldError id={errorId} message={error} />
      </div>
      <SaveButton pending={upload.isPending} pendingLabel="Uploading…">
        Upload photo
      </SaveButton>
      <p role="status" className="sr-only">
        {upload.isPending ? "Uploading the photo…" : ""}
      </p>
    </form>
  );
}

type PendingFocus = { photoId: string; button: "up" | "down" | "delete" } | { input: true };

function PhotoList({ item }: { item: AdminCatalogueItem }) {
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
  const actionClasses = "aria-disabled:cursor-progress aria-disabled:opacity-60";
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
                  <Button
                    ref={buttonRef(`${photo.id}-up`)}
                    size="sm"
                    variant="outline"
                    disabled={index === 0}
                    aria-disabled={busy || undefined}
                    className={actionClasses}
                    onClick={() => move(index, -1)}
                  >
                    <ArrowUp aria-hidden="true" className="size-4" />
                    <span className="sr-only">Photo {index + 1}: </span>Move up
                  </Button>
                  <Button
                    ref={buttonRef(`${photo.id}-down`)}
                    size="sm"
                    variant="outline"
                    disabled={index === photos.length - 1}
                    aria-disabled={busy || undefined}
                    className={actionClasses}
                    onClick={() => move(index, 1)}
                  >
                    <ArrowDown aria-hidden="true" className="size-4" />
                    <span className="sr-only">Photo {index + 1}: </span>Move down
                  </Button>
                  <Button
                    ref={buttonRef(`${photo.id}-delete`)}
                    size="sm"
                    variant="destructive"
                    aria-disabled={busy || undefined}
                    className={actionClasses}
                    onClick={() => del(index)}
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                    <span className="sr-only">Photo {index + 1}: </span>Delete
                  </Button>
                </div>
              </div>
            </li>
          );
        })}
      </ol>
    </>
  );
}

/** The Photos section of an item's page: the list (the cover first) and the upload form. */
export function CataloguePhotos({ item }: { item: AdminCatalogueItem }) {
  return (
    <div className="space-y-4">
      <p className="text-sm text-earth-900/80">
        The first photo is the cover: cards, carts and orders show it. Up to 12 photos; each is checked, stripped of its camera and location details, and made
        into smaller copies for phones.
      </p>
      <PhotoList item={item} />
      <PhotoUpload item={item} />
    </div>
  );
}
