import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  // Link previews (WhatsApp, Facebook) need absolute image URLs, so the public address is written
  // into the prerendered pages when it is known at build time (PUBLIC_URL); otherwise paths stay relative.
  define: { __PUBLIC_URL__: JSON.stringify((process.env.PUBLIC_URL ?? "").replace(/\/$/, "")) },
  // Rolldown warns when plugins take long; on a slow machine that is React Router's own plugin
  // (its virtual modules and prerendering), which nothing here can speed up.
  // BUILD_MINIFY=false keeps function names, for reading a browser profile (scripts/bench/profile-page.ts).
  build: { minify: process.env.BUILD_MINIFY !== "false", rolldownOptions: { checks: { bundlerTimings: false } } },
  resolve: { alias: { "~": fileURLToPath(new URL("./src", import.meta.url)) } },
  server: {
    host: "127.0.0.1",
    // `npm run dev` serves the client with Vite and forwards the API to the Hono server.
    proxy: { "/api": `http://127.0.0.1:${process.env.API_PORT ?? 3001}` },
  },
});
