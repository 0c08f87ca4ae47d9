import { useTransition } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MemberRow_user$key } from '../../../__generated__/MemberRow_user.graphql';
import { useLoadMoreAtBottom } from '../../../components/useLoadMoreAtBottom';
import type { MessageId } from '../../../i18n/messages';
import { MemberRow } from './MemberRow';

export interface MemberListRow {
  readonly cursor: string;
  readonly node: MemberRow_user$key | null | undefined;
  /** A line after the name (the visitors' time). */
  readonly extra?: string;
}

/** A titled list of members, 20 at a time: more at the bottom of the page or on the button. */
export function MemberListFrame(props: {
  title: MessageId;
  empty: MessageId;
  rows: ReadonlyArray<MemberListRow>;
  hasNext: boolean;
  loadNext(): void;
}) {
  const { title, empty, hasNext, loadNext } = props;
  // blocked meanwhile (@deleteRecord)
  const rows = props.rows.flatMap((row) => (row.node ? [{ ...row, node: row.node }] : []));
  const [pending, startTransition] = useTransition();
  useLoadMoreAtBottom(() => startTransition(loadNext), hasNext && !pending);
  return (
    <section className="card member-list" data-testid="member-list">
      <h1>
        <FormattedMessage id={title} />
      </h1>
      {rows.length === 0 ? (
        <p className="muted" data-testid="member-list-empty">
          <FormattedMessage id={empty} />
        </p>
      ) : (
        <ul>
          {rows.map((row) => (
            <MemberRow key={row.cursor} user={row.node} extra={row.extra} />
          ))}
        </ul>
      )}
      {hasNext && (
        <button type="button" className="button ghost" disabled={pending} onClick={() => startTransition(loadNext)}>
          <FormattedMessage id="people.loadMore" />
        </button>
      )}
    </section>
  );
}
