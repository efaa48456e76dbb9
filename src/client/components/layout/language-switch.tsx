import { OtherLanguageLink, usePageLang } from "~/client/components/ui/link";
import { useSession } from "~/client/lib/session/use-session";
import { cn } from "~/client/components/ui/cn";
import { langCookie, type Lang } from "~/shared/lang";

/** Each language named in itself, so a reader of either finds it. */
// "हिन्दी" on an English page is drawn in the system's fonts: the shop's Devanagari font is for Hindi pages, not a download for one word.
const names: Record<Lang, { label: string; htmlLang: string; font?: string }> = {
  en: { label: "English", htmlLang: "en" },
  hi: { label: "हिन्दी", htmlLang: "hi", font: "[font-family:system-ui,sans-serif]" },
};

/** The same page in the other language; the choice is kept in a cookie, and on the profile when signed in. */
export function LanguageSwitch({ className, onSwitch }: { className?: string; onSwitch?: () => void }) {
  const other: Lang = usePageLang() === "hi" ? "en" : "hi";
  const { user } = useSession();
  const remember = () => {
    document.cookie = langCookie(other);
    // Best effort: the cookie already holds the choice for this browser. The API client loads on the tap, not with every page.
    if (user) void import("~/client/lib/api").then(({ api, call }) => call(api.profile.language.$put({ json: { language: other } }))).catch(() => undefined);
    onSwitch?.();
  };
  return (
    <OtherLanguageLink lang={names[other].htmlLang} hrefLang={names[other].htmlLang} onClick={remember} data-testid="language-switch" className={cn("font-medium", names[other].font, className)}>
      {names[other].label}
    </OtherLanguageLink>
  );
}
