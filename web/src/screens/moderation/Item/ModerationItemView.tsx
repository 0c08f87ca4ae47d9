import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { ModerationItemView_item$key } from '../../../__generated__/ModerationItemView_item.graphql';
import { FormError } from '../../../components/FormError';
import { errorText, useSay, type ErrorText } from '../../../i18n/errorText';
import { DecisionDialog } from './DecisionDialog';
import { type Decision, useModerationActions } from './decisions';

const fragment = graphql`
  fragment ModerationItemView_item on ModerationItem {
    id
    version
    state
    decision
    targetKind
    categoryName
    score
    reportCount
    reporterCount
    createdAt
    lastReportedAt
    claimedAt
    decidedAt
    suspendedUntil
    claimedBy {
      id
      nickname
    }
    decidedBy {
      nickname
    }
    reportedMember {
      nickname
      accountNumber
    }
    evidence {
      kind
      purgedAt
      member {
        nickname
        signature
        avatarUrl
      }
      messages {
        type
        text
        burn
        fromReportedMember
        reported
        sentAt
        photo {
          url
        }
      }
      moment {
        text
        publishedAt
        burnAfterReading
        photos {
          url
        }
      }
      comment {
        text
        at
        isReply
      }
    }
    reports {
      reporter {
        nickname
        accountNumber
      }
      typeName
      reason
      notes
      reports
      firstAt
      lastAt
      weight
    }
  }
`;

const WHEN = { dateStyle: 'medium', timeStyle: 'short' } as const;
const DECISIONS: Decision[] = ['DISMISS', 'WARN', 'REMOVE', 'SUSPEND', 'BAN'];

/** An item: what was reported (as it was), who reported it, and the claim and decisions. */
export function ModerationItemView(props: { item: ModerationItemView_item$key; viewerId: string }) {
  const item = useFragment(fragment, props.item);
  const intl = useIntl();
  const say = useSay();
  const { claimItem, decide, inFlight } = useModerationActions();
  const [deciding, setDeciding] = useState<Decision | null>(null);
  const [failure, setFailure] = useState<ErrorText | null>(null);
  const when = (at: string) => <time dateTime={at}>{intl.formatDate(at, WHEN)}</time>;
  const failed = (error: Parameters<typeof errorText>[0]) =>
    setFailure(errorText(error, { UpdateConflictError: 'moderation.conflict' }));
  const open = item.state === 'OPEN';
  const mine = item.claimedBy?.id === props.viewerId;
  const { evidence } = item;
  return (
    <div className="moderation-item">
      <div>
        <h1>
          <FormattedMessage
            id="moderation.item.title"
            values={{ kind: intl.formatMessage({ id: `moderation.kind.${item.targetKind}` }) }}
          />
        </h1>
        <dl className="moderation-facts" data-testid="moderation-facts">
          <dt>
            <FormattedMessage id="moderation.column.member" />
          </dt>
          <dd data-testid="moderation-reported-member">
            {item.reportedMember.nickname} ({item.reportedMember.accountNumber})
          </dd>
          <dt>
            <FormattedMessage id="moderation.column.category" />
          </dt>
          <dd>{item.categoryName}</dd>
          <dt>
            <FormattedMessage id="moderation.column.score" />
          </dt>
          <dd>{intl.formatNumber(item.score, { maximumFractionDigits: 2 })}</dd>
          <dt>
            <FormattedMessage id="moderation.column.reports" />
          </dt>
          <dd>
            <FormattedMessage
              id="moderation.reportCount"
              values={{ reports: item.reportCount, reporters: item.reporterCount }}
            />
          </dd>
          <dt>
            <FormattedMessage id="moderation.column.age" />
          </dt>
          <dd>{when(item.createdAt)}</dd>
          <dt>
            <FormattedMessage id="moderation.column.state" />
          </dt>
          <dd data-testid="moderation-state">
            {item.decision ? (
              <>
                {intl.formatMessage({ id: `moderation.decision.${item.decision}` })}
                {item.suspendedUntil && (
                  <>
                    {' '}
                    <FormattedMessage
                      id="moderation.until"
                      values={{ until: intl.formatDate(item.suspendedUntil, WHEN) }}
                    />
                  </>
                )}
                {item.decidedBy && ` · ${item.decidedBy.nickname}`}
              </>
            ) : item.claimedBy ? (
              intl.formatMessage({ id: 'moderation.claimedBy' }, { name: item.claimedBy.nickname })
            ) : (
              intl.formatMessage({ id: 'moderation.state.OPEN' })
            )}
          </dd>
        </dl>
        <section aria-labelledby="moderation-evidence" data-testid="moderation-evidence">
          <h2 id="moderation-evidence">
            <FormattedMessage id="moderation.evidence" />
          </h2>
          {evidence.purgedAt && (
            <p data-testid="moderation-evidence-purged">
              <FormattedMessage id="moderation.evidencePurged" values={{ date: when(evidence.purgedAt) }} />
            </p>
          )}
          {evidence.member && (
            <div>
              <p>{evidence.member.nickname}</p>
              {evidence.member.signature && <p>{evidence.member.signature}</p>}
              {evidence.member.avatarUrl && (
                <img src={evidence.member.avatarUrl} alt={intl.formatMessage({ id: 'moderation.photo' })} width={96} />
              )}
            </div>
          )}
          {evidence.messages && (
            <ol className="moderation-messages">
              {evidence.messages.map((message, index) => (
                <li
                  // biome-ignore lint/suspicious/noArrayIndexKey: the evidence is a fixed list, never reordered
                  key={index}
                  className={[message.fromReportedMember && 'from-reported', message.reported && 'reported']
                    .filter(Boolean)
                    .join(' ')}
                  data-testid={message.reported ? 'moderation-reported-message' : 'moderation-message'}
                >
                  <small>
                    {intl.formatMessage({
                      id: message.fromReportedMember ? 'moderation.from.reported' : 'moderation.from.other',
                    })}{' '}
                    · {when(message.sentAt)}
                    {message.burn && ` · ${intl.formatMessage({ id: 'moderation.burn' })}`}
                    {message.reported && ` · ${intl.formatMessage({ id: 'moderation.reportedMessage' })}`}
                  </small>
                  <div>
                    {message.text}
                    {message.photo && (
                      <img
                        src={message.photo.url}
                        alt={intl.formatMessage({ id: 'moderation.photo' })}
                        style={{ maxWidth: 200 }}
                      />
                    )}
                    {message.type === 'img' && !message.photo && (
                      <em>{intl.formatMessage({ id: 'moderation.photoGone' })}</em>
                    )}
                  </div>
                </li>
              ))}
            </ol>
          )}
          {evidence.moment && (
            <div>
              <p>
                <small>{when(evidence.moment.publishedAt)}</small>
              </p>
              <p>{evidence.moment.text}</p>
              <div className="moderation-photos">
                {evidence.moment.photos.map((photo) => (
                  <img key={photo.url} src={photo.url} alt={intl.formatMessage({ id: 'moderation.photo' })} />
                ))}
              </div>
            </div>
          )}
          {evidence.comment && (
            <div>
              <p>
                <small>{when(evidence.comment.at)}</small>
              </p>
              <p>{evidence.comment.text}</p>
            </div>
          )}
        </section>
        <section aria-labelledby="moderation-reports">
          <h2 id="moderation-reports">
            <FormattedMessage id="moderation.reports" />
          </h2>
          <table className="moderation-table">
            <thead>
              <tr>
                <th scope="col">
                  <FormattedMessage id="moderation.reporter" />
                </th>
                <th scope="col">
                  <FormattedMessage id="moderation.column.category" />
                </th>
                <th scope="col">
                  <FormattedMessage id="moderation.reason" />
                </th>
                <th scope="col">
                  <FormattedMessage id="moderation.column.age" />
                </th>
              </tr>
            </thead>
            <tbody>
              {item.reports.map((report) => (
                <tr key={`${report.reporter.accountNumber}`} data-testid="moderation-report">
                  <td>
                    {report.reporter.nickname} ({report.reporter.accountNumber}) ·{' '}
                    <FormattedMessage
                      id="moderation.weight"
                      values={{ weight: intl.formatNumber(report.weight, { maximumFractionDigits: 2 }) }}
                    />
                  </td>
                  <td>{report.typeName}</td>
                  <td>
                    {report.reason}
                    {report.notes && <p>{report.notes}</p>}
                  </td>
                  <td>
                    {when(report.firstAt)}
                    {report.reports > 1 && (
                      <p>
                        <FormattedMessage id="moderation.repeats" values={{ count: report.reports }} />
                      </p>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </div>
      <aside aria-labelledby="moderation-actions">
        <h2 id="moderation-actions">
          <FormattedMessage id="moderation.actions" />
        </h2>
        <FormError testId="moderation-error">{say(failure)}</FormError>
        {open ? (
          <div className="moderation-decisions">
            {!mine && (
              <button
                type="button"
                className="button"
                data-testid="moderation-claim"
                disabled={inFlight}
                onClick={() => {
                  setFailure(null);
                  claimItem(item.id, item.version, ({ error }) => error && failed(error));
                }}
              >
                <FormattedMessage id={item.claimedBy ? 'moderation.takeOver' : 'moderation.claim'} />
              </button>
            )}
            {DECISIONS.filter((decision) => decision !== 'REMOVE' || item.targetKind !== 'MEMBER').map((decision) => (
              <button
                key={decision}
                type="button"
                className={decision === 'DISMISS' ? 'button ghost' : 'button'}
                data-testid={`moderation-decide-${decision}`}
                aria-haspopup="dialog"
                disabled={inFlight}
                onClick={() => {
                  setFailure(null);
                  setDeciding(decision);
                }}
              >
                {intl.formatMessage({ id: `moderation.do.${decision}` })}
              </button>
            ))}
          </div>
        ) : (
          <p data-testid="moderation-decided">
            <FormattedMessage id="moderation.decidedAlready" />
          </p>
        )}
      </aside>
      {deciding && (
        <DecisionDialog
          decision={deciding}
          busy={inFlight}
          onCancel={() => setDeciding(null)}
          onConfirm={(note, days) =>
            decide(deciding, { itemId: item.id, version: item.version, note, days }, ({ error }) => {
              setDeciding(null);
              if (error) failed(error);
            })
          }
        />
      )}
    </div>
  );
}
