import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { ConversationPanel_conversation$key } from '../../../__generated__/ConversationPanel_conversation.graphql';
import { FormError } from '../../../components/FormError';
import { errorText, useSay, type ErrorText } from '../../../i18n/errorText';
import type { OnResult } from '../../../relay/mutationResult';
import { useSupportActions } from './mutations/useSupportActions';

const WHEN = { dateStyle: 'medium', timeStyle: 'short' } as const;
const TEXT_MAX = 1000;

/**
 * The open conversation: who the member is and who handles it (claim, release), its history (the member's messages
 * with their translation, customer service's replies with the staff member who wrote each), the reply box, the
 * internal notes and the member's context.
 */
export function ConversationPanel({ conversation }: { conversation: ConversationPanel_conversation$key }) {
  const data = useFragment(
    graphql`
      fragment ConversationPanel_conversation on SupportConversation {
        id
        memberLanguage
        claimedByViewer
        claimedBy {
          nickname
        }
        member {
          nickname
          avatarUrl
        }
        history(last: 30) {
          hasEarlier
          messages {
            id
            fromMember
            type
            text
            translatedText
            sentAt
            sentBy {
              nickname
            }
          }
        }
        notes {
          id
          text
          createdAt
          author {
            nickname
          }
        }
        memberContext {
          vipLevel
          vipExpiresAt
          coins
          openSanction {
            banned
            until
          }
          recentOrders {
            orderId
            goods
            quantity
            totalCoins
            buyer
            state
            createdAt
          }
          recentPayments {
            paymentId
            coins
            amountCents
            currency
            status
            createdAt
          }
        }
      }
    `,
    conversation,
  );
  const intl = useIntl();
  const say = useSay();
  const actions = useSupportActions();
  const [failure, setFailure] = useState<ErrorText | null>(null);
  const [reply, setReply] = useState('');
  const [note, setNote] = useState('');
  const replyId = useId();
  const noteId = useId();
  const heldByOther = data.claimedBy !== null && !data.claimedByViewer;
  const done =
    (after?: () => void): OnResult =>
    ({ error }) => {
      if (error) setFailure(errorText(error));
      else {
        setFailure(null);
        after?.();
      }
    };
  const sendReply = (event: FormEvent) => {
    event.preventDefault();
    if (!reply.trim()) return;
    actions.reply(
      data.id,
      reply.trim(),
      done(() => setReply('')),
    );
  };
  const addNote = (event: FormEvent) => {
    event.preventDefault();
    if (!note.trim()) return;
    actions.note(
      data.id,
      note.trim(),
      done(() => setNote('')),
    );
  };
  const context = data.memberContext;
  return (
    <section className="support-conversation" aria-label={data.member.nickname} data-testid="support-conversation">
      <header className="support-conversation-head">
        <div className="support-member">
          {data.member.avatarUrl ? <img src={data.member.avatarUrl} alt="" className="support-avatar" /> : null}
          <div>
            <h2>{data.member.nickname}</h2>
            <p className="support-muted">
              <FormattedMessage
                id="support.member.language"
                values={{ language: data.memberLanguage ?? intl.formatMessage({ id: 'support.unknown' }) }}
              />
            </p>
          </div>
        </div>
        <div className="support-claim" data-testid="support-claim-state">
          {data.claimedBy ? (
            <span>
              <FormattedMessage id="support.claimedBy" values={{ name: data.claimedBy.nickname }} />
            </span>
          ) : (
            <span className="support-muted">
              <FormattedMessage id="support.unclaimed" />
            </span>
          )}
          {data.claimedByViewer ? (
            <button
              type="button"
              className="button secondary"
              data-testid="support-release"
              disabled={actions.inFlight}
              onClick={() => actions.release(data.id, done())}
            >
              <FormattedMessage id="support.release" />
            </button>
          ) : (
            <button
              type="button"
              className="button"
              data-testid="support-claim"
              disabled={actions.inFlight || heldByOther}
              onClick={() => actions.claim(data.id, done())}
            >
              <FormattedMessage id="support.claim" />
            </button>
          )}
        </div>
      </header>
      <FormError testId="support-error">{say(failure)}</FormError>
      <div className="support-body">
        <div className="support-thread">
          <ol className="support-history" data-testid="support-history" aria-live="polite">
            {data.history.hasEarlier ? (
              <li className="support-muted">
                <FormattedMessage id="support.history.earlier" />
              </li>
            ) : null}
            {data.history.messages.map((message) => (
              <li
                key={message.id}
                className={message.fromMember ? 'support-message from-member' : 'support-message from-desk'}
                data-testid="support-message"
              >
                <p className="support-message-text">
                  {message.text ??
                    intl.formatMessage({ id: `support.message.${message.type === 'img' ? 'photo' : 'other'}` })}
                </p>
                {message.translatedText ? <p className="support-translation">{message.translatedText}</p> : null}
                <p className="support-muted">
                  {intl.formatDate(message.sentAt, WHEN)}
                  {message.sentBy ? (
                    <>
                      {' · '}
                      <FormattedMessage id="support.sentBy" values={{ name: message.sentBy.nickname }} />
                    </>
                  ) : null}
                </p>
              </li>
            ))}
          </ol>
          <form className="support-reply" onSubmit={sendReply}>
            <label htmlFor={replyId}>
              <FormattedMessage id="support.reply.label" />
            </label>
            <textarea
              id={replyId}
              data-testid="support-reply-text"
              value={reply}
              maxLength={TEXT_MAX}
              rows={3}
              disabled={heldByOther}
              onChange={(event) => setReply(event.target.value)}
            />
            <button
              type="submit"
              className="button"
              data-testid="support-reply-send"
              disabled={actions.inFlight || heldByOther || !reply.trim()}
            >
              <FormattedMessage id="support.reply.send" />
            </button>
            {heldByOther ? (
              <p className="support-muted">
                <FormattedMessage id="support.reply.heldByOther" />
              </p>
            ) : null}
          </form>
        </div>
        <aside className="support-side">
          <section aria-labelledby={`${noteId}-title`} data-testid="support-notes">
            <h3 id={`${noteId}-title`}>
              <FormattedMessage id="support.notes.title" />
            </h3>
            <form onSubmit={addNote} className="support-note-form">
              <label htmlFor={noteId} className="visually-hidden">
                <FormattedMessage id="support.notes.label" />
              </label>
              <textarea
                id={noteId}
                data-testid="support-note-text"
                value={note}
                maxLength={TEXT_MAX}
                rows={2}
                placeholder={intl.formatMessage({ id: 'support.notes.label' })}
                onChange={(event) => setNote(event.target.value)}
              />
              <button
                type="submit"
                className="button secondary"
                data-testid="support-note-add"
                disabled={actions.inFlight || !note.trim()}
              >
                <FormattedMessage id="support.notes.add" />
              </button>
            </form>
            {data.notes.length === 0 ? (
              <p className="support-muted">
                <FormattedMessage id="support.notes.empty" />
              </p>
            ) : (
              <ul className="support-notes">
                {data.notes.map((each) => (
                  <li key={each.id} data-testid="support-note">
                    <p>{each.text}</p>
                    <p className="support-muted">
                      {each.author.nickname} · {intl.formatDate(each.createdAt, WHEN)}
                    </p>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section data-testid="support-context">
            <h3>
              <FormattedMessage id="support.context.title" />
            </h3>
            <dl className="support-facts">
              <dt>
                <FormattedMessage id="support.context.membership" />
              </dt>
              <dd>
                {context.vipLevel === 0 ? (
                  <FormattedMessage id="support.context.none" />
                ) : (
                  <FormattedMessage
                    id="support.context.vip"
                    values={{
                      level: context.vipLevel === 2 ? 'SVIP' : 'VIP',
                      until: intl.formatDate(context.vipExpiresAt ?? undefined, { dateStyle: 'medium' }),
                    }}
                  />
                )}
              </dd>
              <dt>
                <FormattedMessage id="support.context.coins" />
              </dt>
              <dd>{intl.formatNumber(context.coins)}</dd>
              <dt>
                <FormattedMessage id="support.context.sanction" />
              </dt>
              <dd>
                {!context.openSanction ? (
                  <FormattedMessage id="support.context.none" />
                ) : context.openSanction.banned ? (
                  <FormattedMessage id="support.context.banned" />
                ) : (
                  <FormattedMessage
                    id="support.context.suspended"
                    values={{ until: intl.formatDate(context.openSanction.until ?? undefined, WHEN) }}
                  />
                )}
              </dd>
            </dl>
            <h4>
              <FormattedMessage id="support.context.orders" />
            </h4>
            {context.recentOrders.length === 0 ? (
              <p className="support-muted">
                <FormattedMessage id="support.context.none" />
              </p>
            ) : (
              <ul className="support-rows">
                {context.recentOrders.map((order) => (
                  <li key={order.orderId}>
                    {order.goods} ×{order.quantity} · {intl.formatNumber(order.totalCoins)}{' '}
                    <FormattedMessage id="support.context.coinsUnit" /> · {order.state} ·{' '}
                    {intl.formatDate(order.createdAt, { dateStyle: 'short' })}
                  </li>
                ))}
              </ul>
            )}
            <h4>
              <FormattedMessage id="support.context.payments" />
            </h4>
            {context.recentPayments.length === 0 ? (
              <p className="support-muted">
                <FormattedMessage id="support.context.none" />
              </p>
            ) : (
              <ul className="support-rows">
                {context.recentPayments.map((payment) => (
                  <li key={payment.paymentId}>
                    {intl.formatNumber(payment.coins)} <FormattedMessage id="support.context.coinsUnit" /> ·{' '}
                    {intl.formatNumber(payment.amountCents / 100, { style: 'currency', currency: payment.currency })}
                    {' · '}
                    {payment.status} · {intl.formatDate(payment.createdAt, { dateStyle: 'short' })}
                  </li>
                ))}
              </ul>
            )}
          </section>
        </aside>
      </div>
    </section>
  );
}
