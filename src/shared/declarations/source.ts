import { createContext, type RouterContext } from "react-router";
import type { ShownDeclarations } from "./declarations";

// The server puts the shown items' declarations in the request's context, beside the catalogue
// (shared/catalog/source.ts explains the key on globalThis).

export type DeclarationsSource = (itemId: string) => Promise<ShownDeclarations | null>;

/** `react-router dev` renders pages itself: it asks the API server running beside it. */
const fromApiServer: DeclarationsSource = async (itemId) => {
  const response = await fetch(`http://127.0.0.1:${process.env.API_PORT ?? "3001"}/api/catalogue/products/${encodeURIComponent(itemId)}/declarations`);
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`the API server answered ${response.status} for the declarations`);
  return ((await response.json()) as { declarations: ShownDeclarations }).declarations;
};

const KEY = Symbol.for("farm-shop.declarations-source");
const registry = globalThis as typeof globalThis & { [KEY]?: RouterContext<DeclarationsSource> };

export const declarationsSource: RouterContext<DeclarationsSource> = (registry[KEY] ??= createContext<DeclarationsSource>(fromApiServer));
