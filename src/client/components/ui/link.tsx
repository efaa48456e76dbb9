// The shop's own Link, NavLink and navigate: a shop path stays in the language of the page it is on.
import { forwardRef, useCallback } from "react";
import {
  Link as RouterLink,
  NavLink as RouterNavLink,
  useLocation,
  useNavigate,
  type LinkProps,
  type NavigateOptions,
  type NavLinkProps,
  type To,
} from "react-router";
import { langOf, localize, otherLanguagePath, type Lang } from "~/shared/lang";

function localizedTo(lang: Lang, to: To): To {
  if (typeof to === "string") return localize(lang, to);
  return to.pathname === undefined ? to : { ...to, pathname: localize(lang, to.pathname) };
}

/** The language of the page being shown. */
export function usePageLang(): Lang {
  return langOf(useLocation().pathname);
}

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ to, ...props }, ref) {
  return <RouterLink ref={ref} to={localizedTo(usePageLang(), to)} {...props} />;
});

export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink({ to, ...props }, ref) {
  return <RouterNavLink ref={ref} to={localizedTo(usePageLang(), to)} {...props} />;
});

/** useNavigate, keeping the page's language for shop paths. */
export function useShopNavigate() {
  const navigate = useNavigate();
  const lang = usePageLang();
  return useCallback(
    (to: To | number, options?: NavigateOptions) => (typeof to === "number" ? navigate(to) : navigate(localizedTo(lang, to), options)),
    [navigate, lang],
  );
}

/** A link to the page being shown, with its query, in the other language (the language switch). */
export const OtherLanguageLink = forwardRef<HTMLAnchorElement, Omit<LinkProps, "to">>(function OtherLanguageLink(props, ref) {
  return <RouterLink ref={ref} to={otherLanguagePath(useLocation())} {...props} />;
});
