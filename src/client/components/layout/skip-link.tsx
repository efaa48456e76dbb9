import { useLingui } from "@lingui/react/macro";

/** The first stop of the keyboard: straight past the header to the page's content. */
export function SkipLink() {
  const { t } = useLingui();
  return (
    <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2">
      {t`Skip to content`}
    </a>
  );
}
