import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { Star } from "lucide-react";
import { useId, useState } from "react";
import { cn } from "~/client/components/ui/cn";

type StarRatingInputProps = {
  value: number | undefined;
  onChange: (rating: number) => void;
  onBlur?: () => void;
  /** The id of the message under the stars, when there is one. */
  errorId?: string;
  invalid?: boolean;
};

const STARS = [1, 2, 3, 4, 5] as const;

/**
 * Five radio buttons drawn as stars: Tab reaches the group, the arrow keys choose, Space checks
 * the first one. Each (transparent) radio covers its star, so a tap anywhere on the star picks it.
 */
export function StarRatingInput({ value, onChange, onBlur, errorId, invalid = false }: StarRatingInputProps) {
  const { t } = useLingui();
  const name = useId();
  const [hovered, setHovered] = useState<number | null>(null);
  const shown = hovered ?? value ?? 0;
  return (
    <fieldset aria-describedby={errorId} aria-invalid={invalid || undefined}>
      <legend className="mb-1 text-sm font-semibold text-earth-900">{t`Your rating`}</legend>
      <div className="flex gap-1" onPointerLeave={() => setHovered(null)}>
        {STARS.map((stars) => (
          <label
            key={stars}
            className="relative rounded-md p-1 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-leaf-600"
            onPointerEnter={() => setHovered(stars)}
          >
            <input
              type="radio"
              name={name}
              value={stars}
              checked={value === stars}
              onChange={() => onChange(stars)}
              onBlur={onBlur}
              className="absolute inset-0 size-full cursor-pointer appearance-none opacity-0"
            />
            <Star aria-hidden="true" className={cn("size-8 transition-colors", stars <= shown ? "fill-mustard-500 text-mustard-500" : "text-earth-900/40")} />
            <span className="sr-only">{t`${plural(stars, { one: "# star", other: "# stars" })}`}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
