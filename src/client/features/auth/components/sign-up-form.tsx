import { zodResolver } from "@hookform/resolvers/zod";
import { useLingui } from "@lingui/react/macro";
import { useForm } from "react-hook-form";
import { Button } from "~/client/components/ui/button";
import { FormField } from "~/client/components/ui/form-field";
import { signUpSchema, type SignUpInput } from "~/shared/schemas/auth";
import { useSignUp } from "../api/sign-up";
import { useEnterShop } from "./enter-shop";
import { passwordHint } from "./password-hint";

export function SignUpForm() {
  const form = useForm<SignUpInput>({ resolver: zodResolver(signUpSchema), defaultValues: { fullName: "", email: "", password: "", cartReminders: false } });
  const signUp = useSignUp();
  const { t, i18n } = useLingui();
  const enterShop = useEnterShop(t`Success!`, t`Account created successfully. You can now login.`);
  const { errors } = form.formState;

  return (
    <form noValidate onSubmit={form.handleSubmit((values) => signUp.mutate(values, enterShop))} aria-label={t`Sign up`} className="space-y-4">
      <FormField id="sign-up-name" label={t`Full Name`} autoComplete="name" maxLength={100} error={errors.fullName?.message} {...form.register("fullName")} />
      <FormField id="sign-up-email" label={t`Email`} type="email" autoComplete="email" maxLength={255} error={errors.email?.message} {...form.register("email")} />
      <FormField id="sign-up-password" label={t`Password`} type="password" autoComplete="new-password" hint={i18n._(passwordHint)} error={errors.password?.message} {...form.register("password")} />
      {/* Consent is asked for, never assumed (DPDP Act): unticked until the shopper ticks it. */}
      <label className="flex items-start gap-3 text-sm">
        <input type="checkbox" className="mt-0.5 size-4 accent-leaf-700" aria-describedby="sign-up-reminders-hint" {...form.register("cartReminders")} />
        <span>
          <span className="font-medium">{t`E-mail me if I leave items in my cart`}</span>
          <span id="sign-up-reminders-hint" className="block text-earth-900/80">
            {t`At most one e-mail per cart, a day after you last changed it. You can turn this off at any time.`}
          </span>
        </span>
      </label>
      <Button type="submit" size="lg" className="w-full" disabled={signUp.isPending}>
        {signUp.isPending ? t`Creating account...` : t`Sign Up`}
      </Button>
    </form>
  );
}
