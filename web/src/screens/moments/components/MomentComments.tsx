import { useCallback, useState, useTransition } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay';
import type { MomentComments_moment$key } from '../../../__generated__/MomentComments_moment.graphql';
import type { MomentCommentsPaginationQuery } from '../../../__generated__/MomentCommentsPaginationQuery.graphql';
import { presentNodes } from '../../../relay/presentNodes';
import { CommentComposer, type ReplyTarget } from './CommentComposer';
import { CommentRow } from './CommentRow';
import { useMomentEvents } from './useMomentEvents';

const PAGE = 20;

/**
 * A moment's comments in thread order (a comment, then its replies), more on asking, the box to comment or reply
 * (naming the member replied to), live while open: new counts from others read the comments again.
 */
export function MomentComments({ moment }: { moment: MomentComments_moment$key }) {
  const { data, hasNext, loadNext, isLoadingNext, refetch } = usePaginationFragment<
    MomentCommentsPaginationQuery,
    MomentComments_moment$key
  >(
    graphql`
      fragment MomentComments_moment on Moment
      @refetchable(queryName: "MomentCommentsPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        id
        commentCount
        comments(first: $count, after: $cursor) @connection(key: "MomentComments_comments") {
          edges {
            node {
              id
              parentId
              author {
                id
                nickname
              }
              ...CommentRow_comment
            }
          }
        }
      }
    `,
    moment,
  );
  const [, startTransition] = useTransition();
  const [replyTo, setReplyTo] = useState<ReplyTarget | null>(null);
  const comments = presentNodes(data.comments.edges);
  const reload = useCallback(
    () =>
      startTransition(() => {
        refetch({}, { fetchPolicy: 'network-only' });
      }),
    [refetch],
  );
  useMomentEvents(data.id, data.commentCount, reload);

  return (
    <>
      <h3 className="visually-hidden">
        <FormattedMessage id="moments.comments.title" />
      </h3>
      {comments.length === 0 ? (
        <p className="muted" data-testid="moment-comments-empty">
          <FormattedMessage id="moments.comments.empty" />
        </p>
      ) : (
        <ul className="moment-comment-list">
          {comments.map((comment) => (
            <CommentRow
              key={comment.id}
              comment={comment}
              onReply={() => comment.author && setReplyTo({ commentId: comment.id, nickname: comment.author.nickname })}
              onDeleted={reload}
            />
          ))}
        </ul>
      )}
      {hasNext && (
        <button type="button" className="button ghost small" disabled={isLoadingNext} onClick={() => loadNext(PAGE)}>
          <FormattedMessage id="moments.comments.more" />
        </button>
      )}
      <CommentComposer
        momentId={data.id}
        replyTo={replyTo}
        onCancelReply={() => setReplyTo(null)}
        onSent={() => {
          setReplyTo(null);
          reload();
        }}
      />
    </>
  );
}
