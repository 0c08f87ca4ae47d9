import { textPieces } from './emoji';

/** A message's text, its `[ee_N]` codes shown as emoji. */
export function MessageText({ text }: { text: string }) {
  return (
    <>
      {/* biome-ignore-start lint/suspicious/noArrayIndexKey: a text's pieces never move */}
      {textPieces(text).map((piece, index) =>
        piece.emoji ? (
          <span key={index} className="emoji" role="img" aria-label={piece.emoji} data-code={piece.code}>
            {piece.emoji}
          </span>
        ) : (
          <span key={index}>{piece.text}</span>
        ),
      )}
      {/* biome-ignore-end lint/suspicious/noArrayIndexKey: see the start */}
    </>
  );
}
