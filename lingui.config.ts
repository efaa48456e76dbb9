import { defineConfig } from "@lingui/cli";
import { formatter } from "@lingui/format-po";

// The shopper's words in English (the source, SPEC's strings) and Hindi, one catalogue per part of the
// shop, so a page's loader sends only what the page shows (docs/decisions/070-lingui-messages-in-loader-data.md).
export default defineConfig({
  sourceLocale: "en",
  locales: ["en", "hi"],
  format: formatter({ lineNumbers: false }),
  catalogs: [
    { path: "<rootDir>/src/locales/{locale}/layout", include: ["<rootDir>/src/client/root.tsx", "<rootDir>/src/client/components/", "<rootDir>/src/client/lib/", "<rootDir>/src/client/routes/not-found.tsx"], exclude: ["**/*.test.*"] },
    { path: "<rootDir>/src/locales/{locale}/{name}", include: ["<rootDir>/src/client/features/{name}/"], exclude: ["<rootDir>/src/client/features/admin/", "**/*.test.*"] },
  ],
});
