import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { MomentReader_viewer$key } from '../../../__generated__/MomentReader_viewer.graphql';
import { InsufficientCoinsDialog } from '../../shop/components/InsufficientCoinsDialog';

/** What every moment on a screen needs to know about its reader. */
export interface MomentReading {
  /** The language a translation is made into (mine, else the one I read Across in). */
  myLanguage: string;
  /** Other languages I speak: a text in one is read as written, nothing offered to translate it. */
  spoken: ReadonlyArray<string>;
  /** My setting: no like counts anywhere (the count is still there, only not shown). */
  hideLikeCounts: boolean;
  /** Not enough characters for a translation: the purchase prompt (the server's words; coins would pay `coins`). */
  onNeedBalance(detail: string | undefined, coins: number | undefined, payWithCoins: () => void): void;
}

const MomentReadingContext = createContext<MomentReading | null>(null);

/** The reader of the moments a screen shows, for its cards; holds the purchase prompt a translation may open. */
export function MomentReader({ viewer, children }: { viewer: MomentReader_viewer$key; children: ReactNode }) {
  const data = useFragment(
    graphql`
      fragment MomentReader_viewer on Viewer {
        hideLikeCounts
        user {
          language
          spokenLanguages
        }
      }
    `,
    viewer,
  );
  const intl = useIntl();
  const [short, setShort] = useState<{ detail?: string; coins?: number; payWithCoins(): void } | null>(null);
  const reading = useMemo<MomentReading>(
    () => ({
      myLanguage: data.user.language ?? intl.locale,
      spoken: data.user.spokenLanguages,
      hideLikeCounts: data.hideLikeCounts,
      onNeedBalance: (detail, coins, payWithCoins) => setShort({ detail, coins, payWithCoins }),
    }),
    [data, intl.locale],
  );
  return (
    <MomentReadingContext.Provider value={reading}>
      {children}
      {short && (
        <InsufficientCoinsDialog
          reason="translation"
          detail={short.detail}
          coins={short.coins}
          onPayWithCoins={
            short.coins !== undefined
              ? () => {
                  setShort(null);
                  short.payWithCoins();
                }
              : undefined
          }
          onClose={() => setShort(null)}
        />
      )}
    </MomentReadingContext.Provider>
  );
}

export function useMomentReading(): MomentReading {
  const reading = useContext(MomentReadingContext);
  if (!reading) throw new Error('a moment is shown outside a MomentReader');
  return reading;
}
