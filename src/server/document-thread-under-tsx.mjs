// The document threads' entry when the server runs as TypeScript (tsx, vitest): Node loads no
// TypeScript in a worker thread by itself, and on Node 20 a worker does not take tsx's `--import`
// hooks, so this plain module loads the TypeScript entry through tsx's API. The compiled server
// uses document-thread.mjs, built from document-thread.ts, instead (decision 046).
import { tsImport } from "tsx/esm/api";

const { default: draw } = await tsImport("./document-thread.ts", import.meta.url);
export default draw;
