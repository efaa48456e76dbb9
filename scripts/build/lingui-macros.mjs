// Compiles Lingui's macros (`<Trans>`, `t`, `msg`) into message ids, for Vite and Vitest alike
// (docs/decisions/070-lingui-messages-in-loader-data.md). Babel runs only on modules that import a
// macro: every other module goes through Vite's own transform untouched.
import { transformAsync } from "@babel/core";

const SCRIPT = /\.[cm]?[jt]sx?$/;

/** @returns {import("vite").Plugin} */
export function linguiMacros() {
  return {
    name: "lingui-macros",
    enforce: "pre",
    async transform(code, id) {
      // A route split into chunks (a route with a clientLoader, v8_splitRouteModules) comes as
      // "route.tsx?route-chunk=main": its macros need compiling like the whole file's.
      if (!SCRIPT.test(id.split("?")[0]) || id.includes("/node_modules/") || !/@lingui\/[a-z]+\/macro/.test(code)) return null;
      const result = await transformAsync(code, {
        filename: id,
        babelrc: false,
        configFile: false,
        parserOpts: { plugins: ["typescript", "jsx"] },
        plugins: ["@lingui/babel-plugin-lingui-macro"],
        sourceMaps: true,
      });
      return result?.code == null ? null : { code: result.code, map: result.map };
    },
  };
}
