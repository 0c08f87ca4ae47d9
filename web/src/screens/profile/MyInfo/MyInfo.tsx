import { useState } from 'react';
import { graphql, usePreloadedQuery } from 'react-relay';
import type { MyInfoQuery } from '../../../__generated__/MyInfoQuery.graphql';
import type { ErrorText } from '../../../i18n/errorText';
import type { RouteScreenProps } from '../../../routing/screens';
import { BlockedMembers } from './BlockedMembers';
import { MyAlbum } from './MyAlbum';
import { MyGifts } from './MyGifts';
import { MyProfileCard } from './MyProfileCard';
import { PrivacySettings } from './PrivacySettings';

const query = graphql`
  query MyInfoQuery @preloadable {
    viewer {
      ...MyProfileCard_viewer
      ...MyAlbum_viewer
      ...MyGifts_viewer
      ...PrivacySettings_viewer
      ...BlockedMembers_viewer
    }
  }
`;

/** Where the page's one notice shows: under the counts (an empty list) or in the album (a photo). */
type Notice = { text: ErrorText; at: 'counts' | 'album' };

/**
 * /myInfo (spec §2 my profile): visits, followers and following, my album, my gifts, privacy, blocked members, links to
 * edit and account.
 */
export function MyInfo({ queryRef }: RouteScreenProps<MyInfoQuery>) {
  const { viewer } = usePreloadedQuery<MyInfoQuery>(query, queryRef);
  // One notice at a time, next to what it is about.
  const [notice, setNotice] = useState<Notice | null>(null);
  const noticeAt = (at: Notice['at']) => (notice?.at === at ? notice.text : null);
  if (!viewer) return null;
  return (
    <div className="home-page" data-testid="my-info">
      <MyProfileCard
        viewer={viewer}
        notice={noticeAt('counts')}
        onNotice={(id) => setNotice({ text: { id }, at: 'counts' })}
      />
      <MyAlbum
        viewer={viewer}
        notice={noticeAt('album')}
        onNotice={(text) => setNotice(text && { text, at: 'album' })}
      />
      <MyGifts viewer={viewer} />
      <PrivacySettings viewer={viewer} />
      <BlockedMembers viewer={viewer} />
    </div>
  );
}
