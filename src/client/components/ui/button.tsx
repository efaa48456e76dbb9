import type { ComponentProps } from "react";
import { cn } from "./cn";

const variants = {
  primary: "bg-leaf-700 text-white hover:bg-leaf-800",
  accent: "bg-mustard-500 text-earth-900 hover:bg-mustard-400",
  outline: "border border-leaf-700 text-leaf-800 bg-white hover:bg-mustard-50",
  ghost: "text-leaf-800 hover:bg-mustard-50",
  destructive: "bg-red-700 text-white hover:bg-red-800",
} as const;

const sizes = {
  sm: "h-9 px-3 text-sm",
  md: "h-10 px-4 text-sm",
  lg: "h-12 px-6 text-base",
  icon: "size-10",
} as const;

export type ButtonProps = ComponentProps<"button"> & {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
};

/** A button's look, for a link that looks like one (`<Link className={buttonClasses(…)}>`). */
export function buttonClasses({ variant = "primary", size = "md", className }: Pick<ButtonProps, "variant" | "size" | "className"> = {}) {
  return cn(
    "inline-flex items-center justify-center gap-2 rounded-md font-semibold transition-colors disabled:pointer-events-none disabled:opacity-60",
    variants[variant],
    sizes[size],
    className,
  );
}

export function Button({ variant, size, className, type, ...props }: ButtonProps) {
  return <button type={type ?? "button"} className={buttonClasses({ variant, size, className })} {...props} />;
}
