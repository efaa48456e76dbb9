import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, call } from "~/client/lib/api";
import { photoParam, refreshAfterPhotoChange, showChangedItem } from "./item-photo-cache";

/** Uploads one photo file (multipart, field `photo`); the server checks what it really is. */
export function useUploadPhoto(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (photo: File) => (await call(api.admin.catalogue[":id"].photos.$post({ param: photoParam(id), form: { photo } }))).item,
    onSuccess: (item) => showChangedItem(queryClient, item),
    onSettled: () => refreshAfterPhotoChange(queryClient),
  });
}
