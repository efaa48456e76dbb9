import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, call } from "~/client/lib/api";
import { photoParam, refreshAfterPhotoChange, showChangedItem } from "./item-photo-cache";

/** Removes one photo; its files go once the item no longer names them. */
export function useRemovePhoto(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (photoId: string) =>
      (await call(api.admin.catalogue[":id"].photos[":photoId"].$delete({ param: { ...photoParam(id), photoId: encodeURIComponent(photoId) } }))).item,
    onSuccess: (item) => showChangedItem(queryClient, item),
    onSettled: () => refreshAfterPhotoChange(queryClient),
  });
}
