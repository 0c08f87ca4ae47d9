import { defineDomain } from '../domain';
import './messages'; // this domain's texts join the catalogue
import { friendRoutes } from './routes';
import { FriendService } from './service';
import { FriendShareCodes } from './share';

declare module '../domain' {
  interface Services {
    friends: FriendService;
    shareCodes: FriendShareCodes;
  }
}

/** Friends: requests, the address book with remark names, invitation codes. */
export const friend = defineDomain({
  name: 'friend',
  routes: friendRoutes,
  build: ({ db, config, onEvent }, { social }) => ({
    friends: new FriendService(db, social, onEvent),
    shareCodes: new FriendShareCodes(config.mediaSecret),
  }),
  // Emma has two friends and a request waiting.
  async seed({ services, members: { emma, lucia, jonas, minjun } }) {
    for (const friend of [lucia, jonas]) {
      const { applyId } = await services.friends.add(friend, emma, 'Hi Emma!');
      if (applyId) await services.friends.decide(emma, applyId, true);
    }
    await services.friends.add(minjun, emma, '안녕하세요! Shall we practise languages together?');
  },
});
