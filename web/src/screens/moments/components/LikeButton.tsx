import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { LikeButton_moment$key } from '../../../__generated__/LikeButton_moment.graphql';
import { useMomentReading } from './MomentReader';
import { useMomentLikeMutation } from './mutations/useMomentLikeMutation';
import { useMomentUnlikeMutation } from './mutations/useMomentUnlikeMutation';
import type { OnResult } from '../../../relay/mutationResult';

/**
 * Like or unlike a moment: the heart and the count change at once (optimistic), the answer brings the real count (or
 * rolls back). The count is not shown at none, where the author keeps it from me (null), or where I chose to hide like
 * counts.
 */
export function LikeButton({ moment, onFailure }: { moment: LikeButton_moment$key; onFailure: OnResult }) {
  const data = useFragment(
    graphql`
      fragment LikeButton_moment on Moment {
        id
        viewerHasLiked
        likeCount
      }
    `,
    moment,
  );
  const { hideLikeCounts } = useMomentReading();
  const [like] = useMomentLikeMutation();
  const [unlike] = useMomentUnlikeMutation();
  const liked = data.viewerHasLiked;
  const count = hideLikeCounts ? null : data.likeCount;

  const toggle = () => {
    const next = !liked;
    const likeCount = data.likeCount == null ? null : Math.max(0, data.likeCount + (next ? 1 : -1));
    const moment = { id: data.id, viewerHasLiked: next, likeCount };
    const variables = { input: { momentId: data.id } };
    if (next)
      like({
        variables,
        optimisticResponse: { momentLike: { __typename: 'MomentLikePayload', moment } },
        onResult: onFailure,
      });
    else
      unlike({
        variables,
        optimisticResponse: { momentUnlike: { __typename: 'MomentLikePayload', moment } },
        onResult: onFailure,
      });
  };

  return (
    <button
      type="button"
      className={liked ? 'moment-action liked' : 'moment-action'}
      aria-pressed={liked}
      data-testid="moment-like"
      onClick={toggle}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true">
        <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z" />
      </svg>
      <span className="visually-hidden">
        <FormattedMessage id="moments.like" />
      </span>
      {count != null && count > 0 && (
        <span data-testid="moment-like-count">
          <FormattedMessage id="moments.likes" values={{ count }} />
        </span>
      )}
    </button>
  );
}
