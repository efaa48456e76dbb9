import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, call } from "~/client/lib/api";
import { photoParam, refreshAfterPhotoChange, showChangedItem } from "./item-photo-cache";

/** Every photo's id in the new order; the first is the cover. */
export function useReorderPhotos(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (order: string[]) => (await call(api.admin.catalogue[":id"].photos.$put({ param: photoParam(id), json: { order } }))).item,
    onSuccess: (item) => showChangedItem(queryClient, item),
    onSettled: () => refreshAfterPhotoChange(queryClient),
  });
}
