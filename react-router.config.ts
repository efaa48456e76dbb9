import path from "node:path";
import type { Config } from "@react-router/dev/config";
import { paintFirstInBuild } from "./scripts/build/paint-first";
import { prerenderedPaths } from "./src/shared/paths";

export default {
  appDirectory: "src/client",
  // BUILD_DIR lets parallel test runs build side by side without overwriting each other.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // Public content is prerendered to real HTML (fast first paint on slow mobile networks,
  // crawlable); everything behind sign-in is a client-rendered SPA route.
  ssr: false,
  prerender: prerenderedPaths,
  // React Router 8's behaviour now, so the build warns about none of them. None changes this
  // app: it has no server rendering, no route middleware and no data requests.
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
  // Prerendered pages paint from their HTML alone (inlined CSS), then fetch their JavaScript.
  buildEnd({ reactRouterConfig }) {
    paintFirstInBuild(path.join(reactRouterConfig.buildDirectory, "client"));
  },
} satisfies Config;
