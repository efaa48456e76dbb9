// The drawing processes' entry when the server runs as TypeScript (tsx, vitest): Node 20 loads no
// TypeScript by itself and the processes start without tsx's `--import` hooks, so this plain module
// loads the TypeScript entry through tsx's API. The compiled server
// uses document-thread.mjs, built from document-thread.ts, instead (decision 046).
import { tsImport } from "tsx/esm/api";

const { default: draw } = await tsImport("./document-thread.ts", import.meta.url);
export default draw;
