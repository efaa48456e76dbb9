import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { toast } from "~/client/lib/toast";
import { ApiRequestError } from "~/client/lib/shop-fetch";
import { Button } from "~/client/components/ui/button";
import { FormField } from "~/client/components/ui/form-field";
import { useSession } from "~/client/lib/session/use-session";
import { grantStaffSchema, type GrantStaffInput } from "~/shared/schemas/admin-staff";
import { useStaff } from "../api/get-staff";
import { useGrantStaff } from "../api/grant-staff";
import { useRevokeStaff } from "../api/revoke-staff";
import { errorText } from "~/client/lib/format";

export function StaffPanel() {
  const { user } = useSession();
  const staff = useStaff();
  const grant = useGrantStaff();
  const revoke = useRevokeStaff();
  const form = useForm<GrantStaffInput>({ resolver: zodResolver(grantStaffSchema), defaultValues: { email: "" } });
  const emailError = form.formState.errors.email?.message;

  const submit = form.handleSubmit((input) =>
    grant.mutate(input, {
      onSuccess: (member) => {
        toast.success("Staff role granted", { description: `${member.email} can now open the back office.` });
        form.reset();
      },
      onError: (error) => {
        if (error instanceof ApiRequestError && error.fields.email) form.setError("email", { message: error.fields.email });
        else toast.error("Could not grant the role", { description: errorText(error) });
      },
    }),
  );

  return (
    <div className="space-y-6">
      <form noValidate onSubmit={submit} className="flex flex-wrap items-end gap-3 rounded-lg border border-earth-900/15 bg-white p-4">
        <FormField id="staff-email" label="E-mail of an existing account" error={emailError} className="min-w-64 flex-1" type="email" autoComplete="off" {...form.register("email")} />
        <Button type="submit" disabled={grant.isPending}>
          Grant staff role
        </Button>
      </form>
      {staff.isError ? <p role="alert">The staff list could not be loaded.</p> : null}
      <ul className="divide-y divide-earth-900/10 rounded-lg border border-earth-900/15 bg-white">
        {staff.data?.map((member) => (
          <li key={member.id} className="flex flex-wrap items-center justify-between gap-3 p-3">
            <span>
              {member.name} <span className="text-earth-900/70">({member.email})</span>
            </span>
            {member.id === user?.id ? (
              <span className="text-sm text-earth-900/70">You</span>
            ) : (
              <Button
                variant="outline"
                size="sm"
                disabled={revoke.isPending}
                onClick={() => {
                  if (!window.confirm(`Revoke the staff role of ${member.email}?`)) return;
                  revoke.mutate(member.id, {
                    onSuccess: () => toast.success("Staff role revoked", { description: `${member.email} can no longer open the back office.` }),
                    onError: (error) => toast.error("Could not revoke the role", { description: errorText(error) }),
                  });
                }}
              >
                Revoke
              </Button>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
