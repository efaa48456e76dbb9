import type { FormEvent } from "react";
import { toast } from "~/client/lib/toast";
import { ApiRequestError } from "~/client/lib/shop-fetch";
import { PHOTO_MISSING_MESSAGE, photoUploadSchema, type AdminCatalogueItem } from "~/shared/schemas/admin-catalogue";
import { useUploadPhoto } from "../api/upload-photo";
import { errorText } from "~/client/lib/format";
import { SaveButton } from "~/client/components/ui/save-button";
import { FileField, useFileChoice } from "../../shared/file-field";

/** No HEIC: sharp's prebuilt libvips cannot decode it, and an iPhone converts to JPEG when the page does not ask for HEIC. */
const ACCEPTED_TYPES = "image/jpeg,image/png,image/webp,image/avif";
export const PHOTO_INPUT_ID = "photo-file";
const PHOTO_FIELD = {
  id: PHOTO_INPUT_ID,
  label: "Photo file",
  name: "photo",
  accept: ACCEPTED_TYPES,
  hint: "JPEG, PNG, WebP or AVIF, up to 15 MB and 50 megapixels. An iPhone's HEIC photo: choose it in the phone's browser, which sends it as a JPEG.",
};

export function PhotoUpload({ item }: { item: AdminCatalogueItem }) {
  const upload = useUploadPhoto(item.id);
  const photo = useFileChoice(PHOTO_MISSING_MESSAGE, (file) => photoUploadSchema.safeParse({ photo: file }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (upload.isPending) return;
    const file = photo.sendable();
    if (!file) return;
    upload.mutate(file, {
      onSuccess: (saved) => {
        photo.clear();
        toast.success("Photo added", { description: `${saved.name} has ${saved.photos.length} ${saved.photos.length === 1 ? "photo" : "photos"}.` });
      },
      onError: (failure) => {
        photo.refuse(failure instanceof ApiRequestError ? (failure.fields.photo ?? failure.message) : errorText(failure));
        toast.error("Could not upload the photo", { description: errorText(failure) });
      },
    });
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-3">
      <FileField {...PHOTO_FIELD} {...photo.field} />
      <SaveButton pending={upload.isPending} pendingLabel="Uploading…">
        Upload photo
      </SaveButton>
      <p role="status" className="sr-only">
        {upload.isPending ? "Uploading the photo…" : ""}
      </p>
    </form>
  );
}
