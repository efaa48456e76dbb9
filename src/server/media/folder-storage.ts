import { randomUUID } from "node:crypto";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Env } from "../env";
import { assertMediaKey, contentTypeOf, type MediaStorage } from "./storage";

/** A file is written beside its final name and renamed into place, so a request never reads half a photo. */
export function folderStorage(root: string): MediaStorage {
  const fileOf = (key: string) => {
    assertMediaKey(key);
    return path.join(root, ...key.split("/"));
  };
  return {
    async put(key, body) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const partial = `${file}.${randomUUID()}.part`;
      try {
        await writeFile(partial, body);
        await rename(partial, file);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
    async get(key) {
      try {
        return { body: await readFile(fileOf(key)), contentType: contentTypeOf(key) };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}

/** The storage the app was given, or the folder `media/` under DATA_DIR. */
export function mediaStorageOf(deps: { env: Pick<Env, "DATA_DIR">; media?: MediaStorage }): MediaStorage {
  return deps.media ?? folderStorage(path.join(deps.env.DATA_DIR, "media"));
}

/** Where a shopper's return photos are kept: `private-media/` under DATA_DIR, a folder no public route serves. */
export function privateMediaStorageOf(deps: { env: Pick<Env, "DATA_DIR">; privateMedia?: MediaStorage }): MediaStorage {
  return deps.privateMedia ?? folderStorage(path.join(deps.env.DATA_DIR, "private-media"));
}
