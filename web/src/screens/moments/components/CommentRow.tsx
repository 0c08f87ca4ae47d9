import { useState } from 'react';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { CommentRow_comment$key } from '../../../__generated__/CommentRow_comment.graphql';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { FormError } from '../../../components/FormError';
import { useFailure, useSay } from '../../../i18n/errorText';
import { paths } from '../../../routing/paths';
import { ReportDialog } from '../../moderation/components/ReportDialog';
import { momentTime } from './momentTime';
import { TranslatableText } from './TranslatableText';
import { useMomentCommentDeleteMutation } from './mutations/useMomentCommentDeleteMutation';
import { useMomentCommentTranslateMutation } from './mutations/useMomentCommentTranslateMutation';

/**
 * One comment or reply (a reply says whom it answers): its text, translatable; reply; delete mine, or any on my moment
 * (a comment's replies go with it: `onDeleted` reads the list again).
 */
export function CommentRow({
  comment,
  onReply,
  onDeleted,
}: {
  comment: CommentRow_comment$key;
  onReply(): void;
  onDeleted(): void;
}) {
  const data = useFragment(
    graphql`
      fragment CommentRow_comment on MomentComment {
        id
        text
        language
        parentId
        createdAt
        isMine
        viewerCanDelete
        author {
          id
          nickname
        }
        replyTo {
          id
          nickname
        }
        translation {
          sourceLanguage
          targetLanguage
          text
          engineName
        }
      }
    `,
    comment,
  );
  const say = useSay();
  const [failure, report] = useFailure();
  const [confirming, setConfirming] = useState(false);
  const [reporting, setReporting] = useState(false);
  const [remove, removing] = useMomentCommentDeleteMutation();
  const [translate, translating] = useMomentCommentTranslateMutation();
  return (
    <li className={data.parentId ? 'moment-comment reply' : 'moment-comment'} data-testid="moment-comment">
      <p className="moment-comment-head">
        {data.author && (
          <Link to={paths.userHomePage(data.author.id)} className="moment-comment-author">
            {data.author.nickname}
          </Link>
        )}
        {data.replyTo && (
          <>
            {' '}
            <span className="muted" data-testid="moment-comment-reply-to">
              <FormattedMessage id="moments.comment.replyingTo" values={{ name: data.replyTo.nickname }} />
            </span>
          </>
        )}
        <time className="muted" dateTime={data.createdAt}>
          {' · '}
          <FormattedDate value={momentTime(data.createdAt)} dateStyle="medium" timeStyle="short" />
        </time>
      </p>
      <TranslatableText
        text={data.text}
        language={data.language}
        translation={data.translation}
        isMine={data.isMine}
        testId="moment-comment-text"
        translating={translating}
        translate={(targetLanguage, payWithCoins, onFailure) =>
          translate({
            variables: { input: { commentId: data.id, targetLanguage, ...(payWithCoins ? { payWithCoins } : {}) } },
            onResult: ({ error }) => error && onFailure(error),
          })
        }
      />
      <p className="moment-comment-actions">
        <button type="button" className="button-link link" data-testid="moment-comment-reply" onClick={onReply}>
          <FormattedMessage id="moments.comment.reply" />
        </button>
        {data.viewerCanDelete && (
          <>
            {' · '}
            <button
              type="button"
              className="button-link link"
              data-testid="moment-comment-delete"
              onClick={() => setConfirming(true)}
            >
              <FormattedMessage id="moments.comment.delete" />
            </button>
          </>
        )}
        {!data.isMine && (
          <>
            {' · '}
            <button
              type="button"
              className="button-link link"
              data-testid="moment-comment-report"
              onClick={() => setReporting(true)}
            >
              <FormattedMessage id="moments.comment.report" />
            </button>
          </>
        )}
      </p>
      <FormError testId="moment-comment-error">{say(failure)}</FormError>
      {confirming && (
        <ConfirmDialog
          testId="moment-comment-delete-confirm"
          confirm="moments.comment.delete"
          cancel="moments.keep"
          busy={removing}
          onCancel={() => setConfirming(false)}
          onConfirm={() =>
            remove({
              variables: { input: { commentId: data.id } },
              onResult: (result) => {
                setConfirming(false);
                report(result);
                if (!result.error) onDeleted();
              },
            })
          }
        >
          <FormattedMessage id="moments.comment.deleteConfirm" />
        </ConfirmDialog>
      )}
      {reporting && (
        <ReportDialog
          target={{ commentId: data.id }}
          title={<FormattedMessage id="moments.comment.reportTitle" values={{ name: data.author?.nickname ?? '' }} />}
          onClose={() => setReporting(false)}
        />
      )}
    </li>
  );
}
