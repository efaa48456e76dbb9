import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callApi } from "~/client/lib/load-api";

// Cart reminders (docs/decisions/068): the shopper's own choice, and the e-mail's unsubscribe link.

const choiceKey = ["cart-reminders"] as const;

export function useCartRemindersChoice() {
  return useQuery({
    queryKey: choiceKey,
    queryFn: () => callApi((api) => api["cart-reminders"].$get()),
  });
}

export function useChooseCartReminders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (optedIn: boolean) => callApi((api) => api["cart-reminders"].$put({ json: { optedIn } })),
    onSuccess: (choice) => queryClient.setQueryData(choiceKey, choice),
  });
}

export function unsubscribeCartReminders(token: string) {
  return callApi((api) => api["cart-reminders"].unsubscribe[":token"].$post({ param: { token } }));
}

/** The dashboard's figure: reminders of the last 30 days and how many were followed by an order. */
export function useCartReminderOutcome() {
  return useQuery({
    queryKey: ["admin", "cart-reminders"],
    queryFn: () => callApi((api) => api.admin["cart-reminders"].$get()),
  });
}
