import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, type EntryContext } from "react-router";

// React Router's default server entry (@react-router/dev's entry.server.node.tsx), with two changes,
// both so that every part of a page arrives in place, in the HTML the browser paints first, with no
// script to move it there. Nothing a page shows is waited for (no loader returns a promise), so
// nothing is gained by sending a part later:
// - `progressiveChunkSize`. Once a page has sent more than that (12.8 kB by default; the inlined
//   style sheet alone is more), React sends each finished `<Suspense>` boundary after the rest of
//   the page, hidden, with a script that moves it into place. The cards of a page are such
//   boundaries (HydratedApart, so that React hydrates them one by one; decision 041).
// - Every page is rendered whole before React writes it (`onAllReady`). React Router's loader data
//   for hydration is a boundary of its own that finishes a moment after the rest; written after
//   the shell, it came with React's scripts to reveal it (about 1 kB, 0.5-6 ms to run at 1× on the
//   fast host), run while the HTML is parsed, next to the first paint (decision 042). The default
//   entry waits so only for crawlers, told by the request's user agent; this entry is called by
//   http/server-render.ts with a request that carries no headers, and that reads each page whole
//   before sending it (its script hashes, ETag and paint-first loader need all of it), so no byte
//   reaches the shopper later for the wait.

export const streamTimeout = 5_000;

export default function handleRequest(request: Request, responseStatusCode: number, responseHeaders: Headers, routerContext: EntryContext) {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === "HEAD") return new Response(null, { status: responseStatusCode, headers: responseHeaders });

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // Errors in a boundary while the shell renders: logged once the shell stands (a shell that
    // fails rejects instead, and React Router logs that error).
    const errorsBeforeShell: unknown[] = [];
    let status = responseStatusCode;
    // Abort after `streamTimeout`, with time to send the rejected boundaries.
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onShellReady() {
        shellRendered = true;
        for (const error of errorsBeforeShell) console.error(error);
      },
      onAllReady() {
        const body = new PassThrough({
          final(callback) {
            clearTimeout(timeoutId);
            timeoutId = undefined;
            callback();
          },
        });
        responseHeaders.set("Content-Type", "text/html");
        pipe(body);
        resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status }));
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        status = 500;
        if (shellRendered) console.error(error);
        else errorsBeforeShell.push(error);
      },
    });
  });
}
