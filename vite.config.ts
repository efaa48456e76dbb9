import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { buildDevanagariFonts } from "./scripts/build/devanagari-font.mjs";
import { linguiMacros } from "./scripts/build/lingui-macros.mjs";

// How the browser's code is cut into files (docs/decisions/036-fewer-larger-chunks.md, 051). Each
// file is a request and a fetch the main thread starts, and each page should load only what it uses:
// - the framework (React, React Router, TanStack Query) is one file, which changes only when they do;
// - `app` is the shop's code every page loads: what the root route imports statically, and the
//   button and page titles that nearly every page imports;
// - `cards` is what a product or bundle card and its buttons import, for the catalogue pages;
// - sonner is a file of its own, fetched with the Toaster or the first toast (src/client/lib/toast.ts);
// - the rest (each page's own code, what a few pages share, what loads when needed) is left to Rolldown.
// The groups follow static imports only, so a module imported lazily stays out of them.
const FRAMEWORK = /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser|@tanstack)[\\/]/;
const client = (file: string) => fileURLToPath(new URL(`./src/client/${file}`, import.meta.url));
const ROOT = client("root.tsx");
const EVERY_PAGE = [ROOT, client("components/ui/button.tsx"), client("lib/meta.ts")];
const CARDS = ["routes/card-actions.tsx", "features/catalogue/components/product-card.tsx", "features/catalogue/components/bundle-card.tsx"].map(client);
/** The part of Rolldown's chunking context read here. */
type ChunkingContext = { getModuleInfo(id: string): { importedIds: string[]; code: string | null } | null };

/** A module of script, not a style sheet or an asset. */
const SCRIPT = /\.m?[jt]sx?$/;

const kebab = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, "$1-$2").toLowerCase();

/** Index modules that import a whole library, and the module of one name they export. */
const INDEXES = [
  { index: /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs$/, from: "lucide-react", module: (name: string) => `/icons/${kebab(name)}.mjs` },
  { index: /[\\/]radix-ui[\\/]dist[\\/]index\.mjs$/, from: "radix-ui", module: (name: string) => `/@radix-ui/react-${kebab(name)}/` },
];

const graphs = new Map<string, { root: unknown; ids: Set<string> }>();

/**
 * Every module `files` import statically, themselves included. lucide-react's and radix-ui's indexes
 * import the whole library, so from them only the parts these modules name are followed.
 */
function importedBy(files: string[], ctx: ChunkingContext): Set<string> {
  const key = files.join("\n");
  // Rolldown reuses one info object per module within a chunking pass: a new object is a new build.
  const root = ctx.getModuleInfo(files[0]!);
  const known = graphs.get(key);
  if (known?.root === root) return known.ids;
  const ids = new Set<string>();
  const named = INDEXES.map(() => ({ parts: new Set<string>(), indexes: new Set<string>() }));
  const visit = (id: string) => {
    if (ids.has(id)) return;
    ids.add(id);
    const module = ctx.getModuleInfo(id);
    INDEXES.forEach(({ from, module: part }, i) => {
      const imports = new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*["']${from}["']`, "g");
      for (const [, names] of module?.code?.matchAll(imports) ?? []) {
        for (const name of names!.split(",")) if (name.trim()) named[i]!.parts.add(part(name.trim().split(/\s+as\s+/)[0]!));
      }
    });
    const index = INDEXES.findIndex(({ index }) => index.test(id));
    if (index >= 0) return void named[index]!.indexes.add(id);
    for (const next of module?.importedIds ?? []) visit(next);
  };
  for (const file of files) visit(file);
  for (const { parts, indexes } of named) {
    for (const index of indexes) for (const id of ctx.getModuleInfo(index)?.importedIds ?? []) if ([...parts].some((part) => id.includes(part))) visit(id);
  }
  graphs.set(key, { root, ids });
  return ids;
}

const codeSplitting = {
  groups: [
    { name: "framework", test: FRAMEWORK, priority: 1 },
    { name: "sonner", test: /[\\/]node_modules[\\/]sonner[\\/]/, priority: 1 },
    { name: (id: string, ctx: ChunkingContext) => (importedBy(EVERY_PAGE, ctx).has(id) && id !== ROOT && SCRIPT.test(id) ? "app" : null) },
    { name: (id: string, ctx: ChunkingContext) => (importedBy(CARDS, ctx).has(id) && SCRIPT.test(id) ? "cards" : null) },
  ],
};

/** Writes the Devanagari font files app.css names before anything reads them (once per run; skipped when up to date). */
function devanagariFont(): Plugin {
  let written: Promise<void> | undefined;
  return { name: "devanagari-font", buildStart: () => (written ??= buildDevanagariFonts(client("fonts"))) };
}

export default defineConfig({
  plugins: [devanagariFont(), linguiMacros(), tailwindcss(), reactRouter()],
  // Link previews (WhatsApp, Facebook) need absolute image URLs, so the public address is written
  // into the prerendered pages when it is known at build time (PUBLIC_URL); otherwise paths stay relative.
  define: { __PUBLIC_URL__: JSON.stringify((process.env.PUBLIC_URL ?? "").replace(/\/$/, "")) },
  // Rolldown warns when plugins take long; on a slow machine that is React Router's own plugin
  // (its virtual modules and prerendering), which nothing here can speed up.
  build: { rolldownOptions: { checks: { bundlerTimings: false } } },
  environments: { client: { build: { rolldownOptions: { output: { codeSplitting } } } } },
  resolve: { alias: { "~": fileURLToPath(new URL("./src", import.meta.url)) } },
  server: {
    host: "127.0.0.1",
    // `npm run dev` serves the client with Vite and forwards the API to the Hono server.
    proxy: { "/api": `http://127.0.0.1:${process.env.API_PORT ?? 3001}` },
  },
});
