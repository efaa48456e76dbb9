import { useEnglishWords } from "~/client/lib/i18n/english-words";
import type { ComponentProps } from "react";
import { cn } from "./cn";

const field = "w-full rounded-md border border-earth-900/30 bg-white px-3 py-2 text-base text-earth-900 placeholder:text-earth-900/60 aria-[invalid=true]:border-red-700";

export function Input({ className, ...props }: ComponentProps<"input">) {
  return <input className={cn(field, "h-11", className)} {...props} />;
}

/** A native select: the phone's own picker on mobile, and autofill can choose an option by its text. */
export function Select({ className, ...props }: ComponentProps<"select">) {
  return <select className={cn(field, "h-11", className)} {...props} />;
}

export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  return <textarea className={cn(field, "min-h-28", className)} {...props} />;
}

export function Label({ className, ...props }: ComponentProps<"label">) {
  return <label className={cn("mb-1 block text-sm font-semibold text-earth-900", className)} {...props} />;
}

/** The message under a field; its id is what the input's aria-describedby points at. */
/** A field's message, in the page's language where the schema wrote it in English. */
export function FieldError({ id, message }: { id: string; message?: string }) {
  const words = useEnglishWords();
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-sm text-red-700">
      {words(message)}
    </p>
  );
}
