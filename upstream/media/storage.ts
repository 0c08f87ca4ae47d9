import { createReadStream, type ReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Where media bytes live. Files under ./data/media now; an object store can implement the same. */
export interface MediaStorage {
  put(key: string, bytes: Buffer): Promise<void>;
  /** The stored bytes as a stream with their size, or undefined. */
  open(key: string): Promise<{ stream: ReadStream; size: number } | undefined>;
  remove(key: string): Promise<void>;
}

/** Keys are `folder/name.ext` made by us; anything else is refused before touching the disk. */
const KEY = /^(avatars|photos)\/[a-f0-9]{32}\.(jpg|png|gif)$/;
export const isMediaKey = (key: string) => KEY.test(key);

export class LocalMediaStorage implements MediaStorage {
  constructor(private readonly root: string) {}

  private file(key: string) {
    if (!isMediaKey(key)) throw new Error(`not a media key: ${key}`);
    return path.join(this.root, key);
  }

  async put(key: string, bytes: Buffer) {
    const file = this.file(key);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, bytes);
  }

  async open(key: string) {
    if (!isMediaKey(key)) return undefined;
    const file = this.file(key);
    const found = await stat(file).catch(() => undefined);
    return found ? { stream: createReadStream(file), size: found.size } : undefined;
  }

  async remove(key: string) {
    await rm(this.file(key), { force: true });
  }
}
