import { useLingui } from "@lingui/react/macro";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "~/client/lib/toast";
import { api, call, type ApiAnswer } from "~/client/lib/api";
import { ApiRequestError } from "~/client/lib/shop-fetch";
import { membershipQueryKey } from "~/client/lib/query-keys";
import { useSignedInOnly } from "~/client/lib/session/use-session";

export type Membership = ApiAnswer<typeof api.membership.$get>;
export type Reward = Membership["rewards"][number];

/** The signed-in shopper's membership: the programme's figures, whether they may join, their code and rewards. */
export function useMembership() {
  const signedIn = useSignedInOnly();
  return useQuery({ queryKey: membershipQueryKey, queryFn: () => call(api.membership.$get()), enabled: signedIn });
}

export function useJoinMembership() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(api.membership.join.$post()),
    onSuccess: ({ member, message }) => {
      const { code } = member;
      toast.success(message, { description: t`Your code is ${code}` });
      void queryClient.invalidateQueries({ queryKey: membershipQueryKey });
    },
    onError: (error) => {
      if (error instanceof ApiRequestError && error.title) toast.error(error.title, { description: error.message });
      else toast.error(t`Could not join just now. Please try again.`);
    },
  });
}
