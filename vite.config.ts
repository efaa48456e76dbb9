import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

// How the browser's code is cut into files (docs/decisions/036-fewer-larger-chunks.md). Left to the
// bundler, a page loaded 45-61 scripts, more than half under 1 KB; each one is a request (six at a
// time on a phone's HTTP/1.1 connection) and a fetch the main thread starts. So:
// - the framework (React, React Router, TanStack Query) is one file, which changes only when they do;
// - the shop's small shared code (src/shared, src/client/lib and components, the icons) used by two
//   or more pages is one file, with what it imports;
// - code a page loads only when it needs it stays in files of its own: the carousel, the dialog, the
//   tabs and the Toaster (the validation schemas and zod are in no group, so no page gets them by
//   way of this file: src/shared/schemas is a folder, not matched);
// - sonner is a file of its own, fetched with the Toaster (when the browser is first idle after
//   hydration) or the first toast (src/client/lib/toast.ts), not with the page's first load.
// A file kept out here is still pulled into `app` if a file of `app` imports it statically: a shared
// component that imports the dialog, the tabs or the carousel must import it lazily.
const FRAMEWORK = /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser|@tanstack)[\\/]/;
const SHARED_CODE = /[\\/]src[\\/]shared[\\/][\w-]+\.ts$|[\\/]src[\\/]client[\\/](lib|components)[\\/]|[\\/]node_modules[\\/]lucide-react[\\/]/;
const LOADED_WHEN_NEEDED = /[\\/](carousel|carousel-engine|dialog|tabs|toaster)\.tsx$/;
const codeSplitting = {
  groups: [
    { name: "framework", test: FRAMEWORK, priority: 1 },
    { name: "sonner", test: /[\\/]node_modules[\\/]sonner[\\/]/, priority: 1 },
    { name: "app", test: (id: string) => SHARED_CODE.test(id) && !LOADED_WHEN_NEEDED.test(id), minShareCount: 2 },
  ],
};

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
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
