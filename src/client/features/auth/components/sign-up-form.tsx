import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { Button } from "~/client/components/ui/button";
import { FormField } from "~/client/components/ui/form-field";
import { signUpSchema, type SignUpInput } from "~/shared/schemas/auth";
import { useSignUp } from "../api/sign-up";
import { useEnterShop } from "./enter-shop";
import { passwordHint } from "./password-hint";
import { CART_REMINDERS_HINT, CART_REMINDERS_LABEL } from "~/shared/cart-reminders";

export function SignUpForm() {
  const form = useForm<SignUpInput>({ resolver: zodResolver(signUpSchema), defaultValues: { fullName: "", email: "", password: "", cartReminders: false } });
  const signUp = useSignUp();
  const enterShop = useEnterShop("Success!", "Account created successfully. You can now login.");
  const { errors } = form.formState;

  return (
    <form noValidate onSubmit={form.handleSubmit((values) => signUp.mutate(values, enterShop))} aria-label="Sign up" className="space-y-4">
      <FormField id="sign-up-name" label="Full Name" autoComplete="name" maxLength={100} error={errors.fullName?.message} {...form.register("fullName")} />
      <FormField id="sign-up-email" label="Email" type="email" autoComplete="email" maxLength={255} error={errors.email?.message} {...form.register("email")} />
      <FormField id="sign-up-password" label="Password" type="password" autoComplete="new-password" hint={passwordHint} error={errors.password?.message} {...form.register("password")} />
      {/* Consent is asked for, never assumed (DPDP Act): unticked until the shopper ticks it. */}
      <label className="flex items-start gap-3 text-sm">
        <input type="checkbox" className="mt-0.5 size-4 accent-leaf-700" aria-describedby="sign-up-reminders-hint" {...form.register("cartReminders")} />
        <span>
          <span className="font-medium">{CART_REMINDERS_LABEL}</span>
          <span id="sign-up-reminders-hint" className="block text-earth-900/80">
            {CART_REMINDERS_HINT}
          </span>
        </span>
      </label>
      <Button type="submit" size="lg" className="w-full" disabled={signUp.isPending}>
        {signUp.isPending ? "Creating account..." : "Sign Up"}
      </Button>
    </form>
  );
}
