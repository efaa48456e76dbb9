import path from "node:path";
import type { Config } from "@react-router/dev/config";
import { paintFirstInBuild } from "./scripts/build/paint-first";
import { precompressBuild } from "./scripts/build/precompress";
import { prerenderedPaths } from "./src/shared/rendered-paths";

export default {
  appDirectory: "src/client",
  // BUILD_DIR lets parallel test runs build side by side without overwriting each other.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // Pages whose content ships with the code, and the frames of private pages, are prerendered to
  // real HTML (fast first paint on slow mobile networks, crawlable). The catalogue pages are
  // rendered by the shop's own server from the catalogue in the database, their HTML kept until it
  // changes (src/server/http/server-render.ts, docs/decisions/018-catalogue-in-the-database.md).
  ssr: true,
  prerender: prerenderedPaths,
  // React Router's default: a page's HTML holds the manifest of its own routes; the others' come from
  // /__manifest (answered by src/server/http/client-app.ts) as links to them appear (decision 059).
  routeDiscovery: { mode: "lazy" },
  // React Router 8's behaviour now, so the build warns about none of them. The catalogue pages'
  // loaders read the request's context as a RouterContextProvider (v8_middleware).
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
  // Prerendered pages paint from their HTML alone (inlined CSS), then fetch their JavaScript; then
  // every script, style sheet and SVG of the build is compressed once, for the server to send as is.
  buildEnd({ reactRouterConfig }) {
    const clientDir = path.join(reactRouterConfig.buildDirectory, "client");
    paintFirstInBuild(clientDir);
    precompressBuild(clientDir);
  },
} satisfies Config;
