import { useLingui } from "@lingui/react/macro";
import type { VegMark as VegMarkValue } from "~/shared/declarations/declarations";
import { vegMarkNames } from "./label-words";

/** FSSAI's mark: a green square with a green dot, or a brown square with a brown triangle; named for screen readers. */
export function VegMark({ mark }: { mark: VegMarkValue }) {
  const { i18n } = useLingui();
  const colour = mark === "veg" ? "#1a7f37" : "#7b3f00";
  return (
    <svg role="img" aria-label={i18n._(vegMarkNames[mark])} viewBox="0 0 20 20" width="20" height="20" className="shrink-0" data-veg-mark={mark}>
      <rect x="1" y="1" width="18" height="18" fill="white" stroke={colour} strokeWidth="2" />
      {mark === "veg" ? <circle cx="10" cy="10" r="5" fill={colour} /> : <path d="M10 4.5 L15.5 14.5 L4.5 14.5 Z" fill={colour} />}
    </svg>
  );
}
