import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { IN_MEMORY } from '../db/open';
import { defineDomain } from '../domain';
import { DEMO_MEMBERS, demoPortrait } from '../seed';
import { AlbumService } from './album';
import { AvatarStore } from './avatars';
import './messages'; // this domain's texts join the catalogue
import { mediaRoutes } from './routes';
import { MediaSigner } from './signing';
import { LocalMediaStorage, type MediaStorage } from './storage';

declare module '../domain' {
  interface Services {
    storage: MediaStorage;
    signer: MediaSigner;
    avatars: AvatarStore;
    album: AlbumService;
  }
}

/** Uploads, avatars, album photos and the signed URLs every image is served by (chat's images included). */
export const media = defineDomain({
  name: 'media',
  routes: mediaRoutes,
  build({ db, config }, { social }) {
    // A throwaway database gets throwaway media.
    const storage = new LocalMediaStorage(
      config.dataDir === IN_MEMORY
        ? mkdtempSync(path.join(os.tmpdir(), 'across-media-'))
        : path.join(config.dataDir, 'media'),
    );
    const signer = new MediaSigner(config.mediaSecret);
    return { storage, signer, avatars: new AvatarStore(storage), album: new AlbumService(db, storage, signer, social) };
  },
  // Every demo member's drawn portrait, through the avatar pipeline (re-encoded like any member's upload).
  async seed({ services, members }) {
    for (const { portrait } of DEMO_MEMBERS) {
      const avatar = await services.avatars.save(await demoPortrait(portrait));
      await services.profiles.update(members[portrait], { avatar });
    }
  },
});
