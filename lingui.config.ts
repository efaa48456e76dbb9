import { readdirSync } from "node:fs";
import { defineConfig } from "@lingui/cli";
import { formatter } from "@lingui/format-po";

// The shopper's words in English (the source, SPEC's strings) and Hindi, one catalogue per part of the
// shop, so a page's loader sends only what the page shows (docs/decisions/070-lingui-messages-in-loader-data.md).
// The back office stays English: its routes and features have no catalogue.
const tests = "**/*.test.*";
/** Each shopper page's own words (src/client/routes/{name}.tsx) make the catalogue pages/{name}. */
const notPages = /^(admin|not-found|card-actions|resume-intent)/;
const pages = readdirSync(new URL("./src/client/routes/", import.meta.url))
  .filter((file) => file.endsWith(".tsx") && !notPages.test(file))
  .map((file) => file.replace(/\.tsx$/, ""));

/** Features' parts that root.tsx draws on every page (the header's cart, a sign-in's resumed action): their words travel with the layout's. */
const onEveryPage = ["cart/components/header-cart-link.tsx", "cart/components/cart-count-badge.tsx"].map((file) => `<rootDir>/src/client/features/${file}`).concat("<rootDir>/src/client/routes/resume-intent.tsx");

export default defineConfig({
  sourceLocale: "en",
  locales: ["en", "hi"],
  format: formatter({ lineNumbers: false }),
  catalogs: [
    { path: "<rootDir>/src/locales/{locale}/layout", include: ["<rootDir>/src/client/root.tsx", "<rootDir>/src/client/components/", "<rootDir>/src/client/lib/", "<rootDir>/src/client/routes/not-found.tsx", ...onEveryPage], exclude: [tests] },
    // The blog's articles and the founders are words written for the shop's pages, kept beside them.
    { path: "<rootDir>/src/locales/{locale}/blog", include: ["<rootDir>/src/client/features/blog/", "<rootDir>/src/shared/catalog/founders.ts", "<rootDir>/src/shared/catalog/posts.ts"], exclude: [tests] },
    { path: "<rootDir>/src/locales/{locale}/{name}", include: ["<rootDir>/src/client/features/{name}/"], exclude: ["<rootDir>/src/client/features/admin/", "<rootDir>/src/client/features/blog/", ...onEveryPage, tests] },
    // Words of src/shared (validation messages, statuses) by their English text: see src/shared/i18n/words.ts.
    { path: "<rootDir>/src/locales/{locale}/shared", include: ["<rootDir>/src/shared/i18n/words.ts"] },
    { path: "<rootDir>/src/locales/{locale}/server", include: ["<rootDir>/src/server/i18n/words.ts", "<rootDir>/src/server/i18n/mail-words.ts"] },
    ...pages.map((name) => ({ path: `<rootDir>/src/locales/{locale}/pages/${name}`, include: [`<rootDir>/src/client/routes/${name}.tsx`] })),
  ],
});
