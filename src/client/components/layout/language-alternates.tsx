import { htmlLang, isShopperPath, LANGS, localize, unlocalized } from "~/shared/lang";

/** hreflang links: each shopper page names its English and Hindi addresses, English being the default. */
export function LanguageAlternates({ pathname }: { pathname: string }) {
  if (!isShopperPath(pathname)) return null;
  const english = unlocalized(pathname);
  return (
    <>
      {LANGS.map((lang) => (
        <link key={lang} rel="alternate" hrefLang={htmlLang[lang]} href={`${__PUBLIC_URL__}${localize(lang, english)}`} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={`${__PUBLIC_URL__}${english}`} />
    </>
  );
}
