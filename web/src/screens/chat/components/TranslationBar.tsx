import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { TranslationBar_conversation$key } from '../../../__generated__/TranslationBar_conversation.graphql';
import type { TranslationBar_query$key } from '../../../__generated__/TranslationBar_query.graphql';
import { FormError } from '../../../components/FormError';
import { errorText, useSay, type ErrorText } from '../../../i18n/errorText';
import { useLanguageName } from '../../../i18n/languageNames';
import { GlobeIcon } from './icons';
import { useConversationTranslationUpdateMutation } from './mutations/useConversationTranslationUpdateMutation';

/** The select's values besides language codes. */
const PEER = 'peer';
const OFF = 'off';

/**
 * The chat window's translation selector (spec §2): the language my messages go out in (the
 * peer's by default, another the engine reaches from mine, or none) and whether the peer's
 * messages are translated for me as they arrive. Kept on the server for this conversation.
 * Where what I write would go as written, the bar says so (a peer who speaks my language reads
 * it as I write it); what translating takes, too (my free characters left today, live as they
 * are spent).
 */
export function TranslationBar({ conversation, query }: { conversation: TranslationBar_conversation$key; query: TranslationBar_query$key }) {
  const data = useFragment(
    graphql`
      fragment TranslationBar_conversation on Conversation {
        id
        remarkName
        peer {
          id
          nickname
          language
          spokenLanguages
        }
        translation {
          outgoing
          outgoingLanguage
          autoTranslateIncoming
        }
      }
    `,
    conversation,
  );
  const { viewer } = useFragment(
    graphql`
      fragment TranslationBar_query on Query {
        viewer {
          user {
            language
          }
          translationEngine
          freeTranslation {
            charactersLeft
            charactersPerDay
          }
          translationLanguages {
            code
            name
            fromMine
          }
        }
      }
    `,
    query,
  );
  const intl = useIntl();
  const say = useSay();
  const languageName = useLanguageName();
  const selectId = useId();
  const [update] = useConversationTranslationUpdateMutation();
  const [failure, setFailure] = useState<ErrorText | null>(null);
  if (!viewer || !data.translation) return null;
  // Until I choose a language, mine is the one I read Across in (as upstream takes it).
  const mine = viewer.user.language ?? intl.locale;
  const { outgoing, outgoingLanguage, autoTranslateIncoming } = data.translation;
  // What my language reaches; the peer's own is the first option already.
  const served = viewer.translationLanguages.filter((language) => language.fromMine && language.code !== mine);
  const others = served.filter((language) => language.code !== data.peer.language);
  const peerServed = data.peer.language === mine || served.some((language) => language.code === data.peer.language);
  const value = outgoing === 'PEER_LANGUAGE' ? PEER : outgoing === 'OFF' ? OFF : (outgoingLanguage ?? OFF);

  const change = (next: { outgoing?: 'PEER_LANGUAGE' | 'LANGUAGE' | 'OFF'; outgoingLanguage?: string; autoTranslateIncoming?: boolean }) => {
    const outgoingNow = next.outgoing ?? outgoing;
    const translation = {
      outgoing: outgoingNow,
      outgoingLanguage: outgoingNow === 'OFF' ? null : outgoingNow === 'PEER_LANGUAGE' ? data.peer.language : (next.outgoingLanguage ?? outgoingLanguage),
      autoTranslateIncoming: next.autoTranslateIncoming ?? autoTranslateIncoming,
    };
    update({
      variables: { input: { conversationId: data.id, ...next } },
      optimisticResponse: { conversationTranslationUpdate: { __typename: 'ConversationTranslationUpdatePayload', conversation: { id: data.id, translation } } },
      onResult: ({ error }) => setFailure(error ? errorText(error) : null),
    });
  };
  const onOutgoing = (picked: string) =>
    change(picked === PEER ? { outgoing: 'PEER_LANGUAGE' } : picked === OFF ? { outgoing: 'OFF' } : { outgoing: 'LANGUAGE', outgoingLanguage: picked });

  // My messages would go as written: no engine, or none that reaches their language from mine.
  const target = outgoingLanguage && outgoingLanguage !== mine ? outgoingLanguage : null;
  // Following the peer's language, a line in one the peer speaks goes as written (upstream sends it so).
  const peerSpeaksMine = outgoing === 'PEER_LANGUAGE' && data.peer.language !== mine && data.peer.spokenLanguages.includes(mine);
  const unreachable = target !== null && !peerSpeaksMine && !served.some((language) => language.code === target);
  return (
    <div className="translation-bar" data-testid="translation-bar">
      <label htmlFor={selectId} className="translation-bar-label">
        <GlobeIcon />
        <span className="wide-only">
          <FormattedMessage id="translation.bar.label" />
        </span>
        <span className="narrow-only" aria-hidden="true">
          <FormattedMessage id="translation.bar.short" />
        </span>
      </label>
      <select id={selectId} data-testid="translation-outgoing" value={value} disabled={!viewer.translationEngine} onChange={(event) => onOutgoing(event.target.value)}>
        <option value={PEER}>{intl.formatMessage({ id: peerServed ? 'translation.bar.peer' : 'translation.bar.peerUnavailable' }, { language: data.peer.language ? languageName(data.peer.language) : '—' })}</option>
        <option value={OFF}>{intl.formatMessage({ id: 'translation.bar.off' })}</option>
        {others.length > 0 && (
          <optgroup label={intl.formatMessage({ id: 'translation.bar.available' })}>
            {others.map((language) => (
              <option key={language.code} value={language.code}>
                {language.name}
              </option>
            ))}
          </optgroup>
        )}
      </select>
      <label className="translation-bar-auto">
        <input type="checkbox" data-testid="translation-auto" checked={autoTranslateIncoming} disabled={!viewer.translationEngine} onChange={(event) => change({ autoTranslateIncoming: event.target.checked })} />
        <FormattedMessage id="translation.bar.auto" values={{ name: data.remarkName ?? data.peer.nickname }} />
      </label>
      {!viewer.translationEngine ? (
        <p className="translation-bar-note" data-testid="translation-note">
          <FormattedMessage id="translation.bar.noEngine" />
        </p>
      ) : unreachable ? (
        <p className="translation-bar-note" data-testid="translation-note">
          <FormattedMessage id="translation.bar.notServed" values={{ from: languageName(mine), to: languageName(target) }} />
        </p>
      ) : (
        // What translating takes: said wherever something is translated (today's free characters first).
        (outgoing !== 'OFF' || autoTranslateIncoming) && (
          <p className="translation-bar-note muted-small" data-testid="translation-cost">
            <FormattedMessage id="translation.bar.cost" values={{ left: viewer.freeTranslation.charactersLeft, perDay: viewer.freeTranslation.charactersPerDay }} />
          </p>
        )
      )}
      {viewer.translationEngine && peerSpeaksMine && (
        <p className="translation-bar-note muted-small" data-testid="translation-peer-speaks">
          <FormattedMessage id="translation.bar.peerSpeaks" values={{ name: data.remarkName ?? data.peer.nickname, language: languageName(mine) }} />
        </p>
      )}
      <FormError testId="translation-error">{say(failure)}</FormError>
    </div>
  );
}
