import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import type { Catalogue } from "~/shared/catalog/catalogue";
import { catalogueSource } from "~/shared/catalog/source";
import { declarationsSource, type DeclarationsSource } from "~/shared/declarations/source";
import { shopperSource, type ShopperSnapshot } from "~/shared/shopper-source";
import { paintFirst } from "./paint-first";
import { contentSecurityPolicy } from "./security";

// Catalogue pages kept until the catalogue's version moves; id pages rendered each time without anything private; a shopper's cart and checkout with their data.

/** A page ready to send: its HTML, the CSP that allows exactly its inline scripts, and an ETag. */
export type Page = { html: string; csp: string; etag: string };

export function pageOf(html: string): Page {
  const hashes = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    ([, body]) => `sha256-${createHash("sha256").update(body ?? "").digest("base64")}`,
  );
  return { html, csp: contentSecurityPolicy(hashes), etag: `"${createHash("sha1").update(html).digest("base64url")}"` };
}

export type ServerRenderer = ReturnType<typeof createServerRenderer>;

/** The process's copy of the catalogue and the version it is of (the catalogue module's cache). */
type ShownCatalogue = { version: number; catalogue: Catalogue };

type RendererOptions = { buildDir: string; origin: string; shownCatalogue: () => Promise<ShownCatalogue>; declarations?: DeclarationsSource };

export function createServerRenderer({ buildDir, origin, shownCatalogue, declarations }: RendererOptions) {
  const clientDir = path.join(buildDir, "client");
  let handler: Promise<(request: Request, context: RouterContextProvider) => Promise<Response>> | undefined;
  const handle = (request: Request, shown: ShownCatalogue, shopper: ShopperSnapshot | null = null) => {
    handler ??= import(pathToFileURL(path.join(buildDir, "server", "index.js")).href).then((build: ServerBuild) => createRequestHandler(build, "production"));
    const context = new RouterContextProvider();
    context.set(catalogueSource, async () => shown.catalogue);
    if (declarations) context.set(declarationsSource, declarations);
    if (shopper) context.set(shopperSource, async () => shopper);
    return handler.then((handleRequest) => handleRequest(request, context));
  };

  const assets = new Map<string, string>();
  const readAsset = (urlPath: string) => {
    let text = assets.get(urlPath);
    if (text === undefined) assets.set(urlPath, (text = readFileSync(path.join(clientDir, urlPath), "utf8")));
    return text;
  };

  /** Renders an address as a signed-out visitor, or `shopper`, sees it; a failure answers as React Router made it. */
  async function render(address: string, shown: ShownCatalogue, shopper: ShopperSnapshot | null = null): Promise<Page | Response> {
    const response = await handle(new Request(new URL(address, origin)), shown, shopper);
    if (response.status !== 200) return response;
    return pageOf(paintFirst(await response.text(), readAsset));
  }

  const kept = new Map<string, { version: number; page: Promise<Page | Response> }>();

  return {
    /** A catalogue page: rendered once per catalogue version (concurrent requests share the render). */
    async cataloguePage(pathname: string): Promise<Page | Response> {
      const shown = await shownCatalogue();
      const hit = kept.get(pathname);
      if (hit && hit.version === shown.version) return hit.page;
      const page = render(pathname, shown);
      kept.set(pathname, { version: shown.version, page });
      // A failed render is not kept: the next request tries again.
      page.then(
        (result) => result instanceof Response && kept.get(pathname)?.page === page && kept.delete(pathname),
        () => kept.get(pathname)?.page === page && kept.delete(pathname),
      );
      return page;
    },

    /** A page whose address holds an id or token: rendered per request with its query, so it hydrates without a mismatch. */
    async privatePage(pathname: string, search: string): Promise<Page | Response> {
      return render(pathname + search, await shownCatalogue());
    },

    /** A private page rendered with its shopper's data (docs/decisions/032): never kept, sent `private, no-store`. */
    async shopperPage(pathname: string, shopper: ShopperSnapshot): Promise<Page | Response> {
      return render(pathname, await shownCatalogue(), shopper);
    },

    /** A client-side navigation's data request (/shop.data): the loaders' data, from the same copy. */
    async data(request: Request): Promise<Response> {
      // Loaders read nothing of the shopper: their request carries no cookie.
      const url = new URL(request.url);
      return handle(new Request(new URL(url.pathname + url.search, origin)), await shownCatalogue());
    },
  };
}
