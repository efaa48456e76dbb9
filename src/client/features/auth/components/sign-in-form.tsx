import { zodResolver } from "@hookform/resolvers/zod";
import { useLingui } from "@lingui/react/macro";
import { useForm } from "react-hook-form";
import { Button } from "~/client/components/ui/button";
import { FormField } from "~/client/components/ui/form-field";
import { signInSchema, type SignInInput } from "~/shared/schemas/auth";
import { useSignIn } from "../api/sign-in";
import { useEnterShop } from "./enter-shop";
import { ForgotPasswordDialog } from "./forgot-password-dialog";

export function SignInForm() {
  const form = useForm<SignInInput>({ resolver: zodResolver(signInSchema), defaultValues: { email: "", password: "" } });
  const signIn = useSignIn();
  const { t } = useLingui();
  const enterShop = useEnterShop(t`Welcome back!`, t`You've successfully signed in.`);
  const { errors } = form.formState;

  return (
    <>
      <form noValidate onSubmit={form.handleSubmit((values) => signIn.mutate(values, enterShop))} aria-label={t`Sign in`} className="space-y-4">
        <FormField id="sign-in-email" label={t`Email`} type="email" autoComplete="email" maxLength={255} error={errors.email?.message} {...form.register("email")} />
        <FormField id="sign-in-password" label={t`Password`} type="password" autoComplete="current-password" error={errors.password?.message} {...form.register("password")} />
        <Button type="submit" size="lg" className="w-full" disabled={signIn.isPending}>
          {signIn.isPending ? t`Signing in...` : t`Sign In`}
        </Button>
      </form>
      {/* Outside the form: the dialog's own form must not submit this one (React events bubble through portals). */}
      <div className="mt-3 text-center">
        <ForgotPasswordDialog initialEmail={() => form.getValues("email")} />
      </div>
    </>
  );
}
