import type { OffsetPage, UpstreamPage } from '../core/paging';
import type { UpstreamCaller, UpstreamTransport } from '../core/transport';
import { registerUpstreamArea } from '../core/upstream';

/** An album photo as upstream answers it; `url` is signed for the caller and expires. */
export interface PhotoInfo {
  id: number;
  url: string;
  width: number;
  height: number;
  createdAt: string;
}

/** /user-service/album/* and the upload grant (docs/contract.md "Album and uploads"), for one caller. */
export class AlbumEndpoints {
  constructor(
    private readonly transport: UpstreamTransport,
    private readonly caller: UpstreamCaller,
  ) {}

  /** One upload of the caller's, within ten minutes (the spec's storage-token call). */
  uploadGrant() {
    return this.transport.post<{ token: string; expiresAt: string }>(this.caller, '/file/qiniu-token', {});
  }
  attach(uploadKey: string) {
    return this.transport.post<PhotoInfo>(this.caller, '/album/upload', { key: uploadKey });
  }
  /** `locked`: the caller pays to see these photos and has not (the list is then empty). */
  list(userId: number, at: OffsetPage) {
    return this.transport.get<UpstreamPage<PhotoInfo> & { locked?: boolean; unlockPrice?: number }>(
      this.caller,
      '/album/list',
      { userId, ...at },
    );
  }
  unlock(userId: number) {
    return this.transport.post<{ unlock: 'photos'; userId: number; goldCoin: number }>(this.caller, '/album/unlock', {
      userId,
    });
  }
  remove(photoId: number) {
    return this.transport.get<null>(this.caller, '/album/delete-img', { id: photoId });
  }
}

declare module '../core/upstream' {
  interface Upstream {
    album: AlbumEndpoints;
  }
}

registerUpstreamArea('album', AlbumEndpoints);
