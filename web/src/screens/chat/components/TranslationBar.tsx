import { useId, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { TranslationBar_conversation$key } from '../../../__generated__/TranslationBar_conversation.graphql';
import type { TranslationBar_query$key } from '../../../__generated__/TranslationBar_query.graphql';
import { FormError } from '../../../components/FormError';
import { errorText, useSay, type ErrorText } from '../../../i18n/errorText';
import { useLanguageName } from '../../../i18n/languageNames';
import { GlobeIcon } from './icons';
import { engineReaches, translationTarget, type EnginePairs } from './translationTarget';
import { useConversationTranslationUpdateMutation } from './mutations/useConversationTranslationUpdateMutation';

/** The select's values besides language codes. */
const PEER = 'peer';
const OFF = 'off';

/**
 * The chat window's translation selector (spec §2): the language my messages go out in (the
 * peer's by default, another the engine reaches from a language I write, or none) and whether
 * the peer's messages are translated for me as they arrive. Kept on the server for this
 * conversation. Where what I write in my language would not reach the peer's (the peer speaks
 * it; the engine reaches another language they speak; it goes as written, and which language I
 * speak would be translated), the bar says so; else what translating takes (my free
 * characters left today, live as they are spent).
 */
export function TranslationBar({
  conversation,
  query,
}: {
  conversation: TranslationBar_conversation$key;
  query: TranslationBar_query$key;
}) {
  const data = useFragment(
    graphql`
      fragment TranslationBar_conversation on Conversation {
        id
        remarkName
        peer {
          id
          nickname
          spokenLanguages
        }
        translation {
          outgoing
          outgoingLanguage
          peerLanguage
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
            spokenLanguages
          }
          translationEngine
          freeTranslation {
            charactersLeft
            charactersPerDay
          }
          translationLanguages {
            code
            name
            translatesInto
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
  const name = data.remarkName ?? data.peer.nickname;
  // Until I choose a language, mine is the one I read Across in (as upstream takes it); the peer's likewise.
  const mine = viewer.user.language ?? intl.locale;
  const { outgoing, outgoingLanguage, peerLanguage, autoTranslateIncoming } = data.translation;
  const pairs: EnginePairs = new Map(
    viewer.translationLanguages.map((language) => [language.code, language.translatesInto]),
  );
  const myLanguages = [mine, ...viewer.user.spokenLanguages];
  // What the peer reads: their language, then the others they speak (where the engine does not reach theirs).
  const peerReads = peerLanguage ? [peerLanguage, ...data.peer.spokenLanguages] : [];
  // Languages the engine reaches from one I write; the peer's own is the first option already.
  const others = viewer.translationLanguages.filter(
    (language) =>
      language.code !== mine &&
      language.code !== peerLanguage &&
      myLanguages.some((code) => code !== language.code && engineReaches(pairs, code, language.code)),
  );
  const value = outgoing === 'PEER_LANGUAGE' ? PEER : outgoing === 'OFF' ? OFF : (outgoingLanguage ?? OFF);

  const change = (next: {
    outgoing?: 'PEER_LANGUAGE' | 'LANGUAGE' | 'OFF';
    outgoingLanguage?: string;
    autoTranslateIncoming?: boolean;
  }) => {
    const outgoingNow = next.outgoing ?? outgoing;
    const translation = {
      outgoing: outgoingNow,
      outgoingLanguage:
        outgoingNow === 'OFF'
          ? null
          : outgoingNow === 'PEER_LANGUAGE'
            ? peerLanguage
            : (next.outgoingLanguage ?? outgoingLanguage),
      peerLanguage,
      autoTranslateIncoming: next.autoTranslateIncoming ?? autoTranslateIncoming,
    };
    update({
      variables: { input: { conversationId: data.id, ...next } },
      optimisticResponse: {
        conversationTranslationUpdate: {
          __typename: 'ConversationTranslationUpdatePayload',
          conversation: { id: data.id, translation },
        },
      },
      onResult: ({ error }) => setFailure(error ? errorText(error) : null),
    });
  };
  const onOutgoing = (picked: string) =>
    change(
      picked === PEER
        ? { outgoing: 'PEER_LANGUAGE' }
        : picked === OFF
          ? { outgoing: 'OFF' }
          : { outgoing: 'LANGUAGE', outgoingLanguage: picked },
    );

  // What becomes of a line I write in my language, said where it is not simply translated into theirs.
  let reach: ReactNode = null;
  if (
    outgoing === 'LANGUAGE' &&
    outgoingLanguage &&
    outgoingLanguage !== mine &&
    !engineReaches(pairs, mine, outgoingLanguage)
  ) {
    reach = (
      <FormattedMessage
        id="translation.bar.notServed"
        values={{ from: languageName(mine), to: languageName(outgoingLanguage) }}
      />
    );
  } else if (outgoing === 'PEER_LANGUAGE' && peerLanguage && peerLanguage !== mine && !peerReads.includes(mine)) {
    const into = translationTarget(mine, peerReads, pairs);
    if (into && engineReaches(pairs, mine, into)) {
      // Not into theirs: into another language they speak.
      if (into !== peerLanguage)
        reach = (
          <FormattedMessage
            id="translation.bar.intoSpoken"
            values={{ from: languageName(mine), to: languageName(peerLanguage), spoken: languageName(into), name }}
          />
        );
    } else {
      // As written; unless I write another language I speak, which the peer speaks too or the engine takes to one they
      // read.
      const other = viewer.user.spokenLanguages.find(
        (code) =>
          peerReads.includes(code) || engineReaches(pairs, code, translationTarget(code, peerReads, pairs) ?? code),
      );
      reach = other ? (
        <FormattedMessage
          id="translation.bar.writeIn"
          values={{
            from: languageName(mine),
            to: languageName(peerLanguage),
            other: languageName(other),
            name,
            how: peerReads.includes(other) ? 'speaks' : 'translated',
          }}
        />
      ) : (
        <FormattedMessage
          id="translation.bar.notServed"
          values={{ from: languageName(mine), to: languageName(peerLanguage) }}
        />
      );
    }
  }
  // Following the peer's language, a line in one the peer speaks goes as written (upstream sends it so).
  const peerSpeaksMine = outgoing === 'PEER_LANGUAGE' && peerLanguage !== mine && peerReads.includes(mine);
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
      <select
        id={selectId}
        data-testid="translation-outgoing"
        value={value}
        disabled={!viewer.translationEngine}
        onChange={(event) => onOutgoing(event.target.value)}
      >
        <option value={PEER}>
          {intl.formatMessage(
            { id: 'translation.bar.peer' },
            { language: peerLanguage ? languageName(peerLanguage) : '—', name },
          )}
        </option>
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
        <input
          type="checkbox"
          data-testid="translation-auto"
          checked={autoTranslateIncoming}
          disabled={!viewer.translationEngine}
          onChange={(event) => change({ autoTranslateIncoming: event.target.checked })}
        />
        <FormattedMessage id="translation.bar.auto" values={{ name }} />
      </label>
      {!viewer.translationEngine ? (
        <p className="translation-bar-note" data-testid="translation-note">
          <FormattedMessage id="translation.bar.noEngine" />
        </p>
      ) : reach ? (
        <p className="translation-bar-note" data-testid="translation-note">
          {reach}
        </p>
      ) : (
        // What translating takes: said wherever something is translated (today's free characters first).
        (outgoing !== 'OFF' || autoTranslateIncoming) && (
          <p className="translation-bar-note muted-small" data-testid="translation-cost">
            <FormattedMessage
              id="translation.bar.cost"
              values={{ left: viewer.freeTranslation.charactersLeft, perDay: viewer.freeTranslation.charactersPerDay }}
            />
          </p>
        )
      )}
      {viewer.translationEngine && peerSpeaksMine && (
        <p className="translation-bar-note muted-small" data-testid="translation-peer-speaks">
          <FormattedMessage id="translation.bar.peerSpeaks" values={{ name, language: languageName(mine) }} />
        </p>
      )}
      <FormError testId="translation-error">{say(failure)}</FormError>
    </div>
  );
}
