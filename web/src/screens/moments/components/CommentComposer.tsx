import { useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormError } from '../../../components/FormError';
import { errorText, useSay, type ErrorText } from '../../../i18n/errorText';
import { useMomentCommentAddMutation } from './mutations/useMomentCommentAddMutation';

/** Spec: a comment has 1 to 500 characters (counted as the server counts them: an emoji is one). */
export const COMMENT_MAX = 500;

/** The comment a reply answers, and its author, named in the box. */
export interface ReplyTarget {
  commentId: string;
  nickname: string;
}

/** The box under a moment's comments: a comment, or a reply naming the member (the box takes the focus for it). */
export function CommentComposer({
  momentId,
  replyTo,
  onCancelReply,
  onSent,
}: {
  momentId: string;
  replyTo: ReplyTarget | null;
  onCancelReply(): void;
  onSent(): void;
}) {
  const intl = useIntl();
  const say = useSay();
  const fieldId = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState('');
  const [error, setError] = useState<ErrorText | null>(null);
  const [add, sending] = useMomentCommentAddMutation();
  useEffect(() => {
    if (replyTo) field.current?.focus();
  }, [replyTo]);

  const submit = () => {
    const trimmed = text.trim();
    const length = [...trimmed].length;
    if (length === 0) return setError({ id: 'moments.comment.error.empty' });
    if (length > COMMENT_MAX)
      return setError({ text: intl.formatMessage({ id: 'moments.comment.error.long' }, { count: length }) });
    add({
      variables: { input: { momentId, text: trimmed, ...(replyTo ? { replyToCommentId: replyTo.commentId } : {}) } },
      onResult: ({ error: failure }) => {
        if (failure) return setError(errorText(failure, { MomentNotFoundError: 'moments.notFound' }));
        setError(null);
        setText('');
        onSent();
      },
    });
  };

  return (
    <form
      className="moment-comment-form"
      data-testid="moment-comment-form"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <label htmlFor={fieldId} className="visually-hidden">
        <FormattedMessage id="moments.comment.label" />
      </label>
      {replyTo && (
        <p className="moment-comment-replying muted" data-testid="moment-comment-replying">
          <FormattedMessage id="moments.comment.replyPlaceholder" values={{ name: replyTo.nickname }} />{' '}
          <button type="button" className="button-link link" onClick={onCancelReply}>
            <FormattedMessage id="moments.comment.cancelReply" />
          </button>
        </p>
      )}
      <textarea
        id={fieldId}
        ref={field}
        rows={2}
        value={text}
        data-testid="moment-comment-input"
        aria-invalid={error ? true : undefined}
        placeholder={
          replyTo
            ? intl.formatMessage({ id: 'moments.comment.replyPlaceholder' }, { name: replyTo.nickname })
            : intl.formatMessage({ id: 'moments.comment.placeholder' })
        }
        onChange={(event) => {
          setText(event.target.value);
          if (error) setError(null);
        }}
      />
      <button type="submit" className="button primary small" data-testid="moment-comment-send" disabled={sending}>
        <FormattedMessage id="moments.comment.send" />
      </button>
      <FormError testId="moment-comment-form-error">{say(error)}</FormError>
    </form>
  );
}
