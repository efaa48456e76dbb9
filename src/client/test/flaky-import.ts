import { vi } from "vitest";

/** The next dynamic import of `path` fails as on a lost network, the ones after it load; answers how many were tried. */
export function failFirstImportOf(path: string): () => number {
  let fetches = 0;
  vi.doMock(path, async (importOriginal) => {
    fetches += 1;
    if (fetches === 1) throw new Error("network lost");
    return importOriginal();
  });
  return () => fetches;
}
