/**
 * "Copy embed code" beside a board's "Copy link": the `<iframe>` code that shows this board, in its current
 * state, on another site (`embed-link.ts`). Copied to the clipboard where the browser allows it, and shown in a
 * read-only field either way so it can be selected by hand.
 */
import { useId, useState, type ReactElement } from 'react';
import { embedCode, embedUrl } from './embed-link.ts';

export interface EmbedCodeProps {
  readonly variant: string;
  readonly boardId: string;
  /** The widget's share link for its current state ('' before it is ready). */
  readonly link: () => string;
  readonly disabled: boolean;
  /** Announces a result to screen readers (the widget's live region). */
  readonly announce?: (text: string) => void;
}

export default function EmbedCode(props: EmbedCodeProps): ReactElement {
  const [code, setCode] = useState<string | undefined>(undefined);
  const [copied, setCopied] = useState(false);
  const id = useId();
  const copy = () => {
    const link = props.link();
    if (!link) return;
    const text = embedCode(embedUrl(props.variant, props.boardId, link), `Pai Sho board (${props.variant})`);
    setCode(text);
    setCopied(true);
    window.setTimeout(() => setCopied(false), 2000);
    props.announce?.('Embed code copied, and shown below the buttons.');
    navigator.clipboard?.writeText(text).catch(() => {
      /* clipboard unavailable: the field below shows the code */
    });
  };
  // Only once the board is live: without JavaScript the button could do nothing (and the page keeps its elements).
  if (props.disabled) return <></>;
  return (
    <>
      <button type="button" onClick={copy} data-testid="copy-embed">
        {copied ? 'Embed code copied' : 'Copy embed code'}
      </button>
      {code !== undefined && (
        <span className="ps-embed-code">
          <label htmlFor={id}>Embed code</label>{' '}
          <input id={id} type="text" readOnly value={code} data-testid="embed-code" onFocus={(e) => e.currentTarget.select()} />
        </span>
      )}
    </>
  );
}
