/**
 * "Copy embed code" beside a board's "Copy link": the `<iframe>` code that shows this board, in its current
 * state, on another site, with the script that keeps the frame as tall as its content (`embed-link.ts`).
 * Copied to the clipboard where the browser allows it, and shown in a read-only field either way so it can be
 * selected by hand. The frame's starting height (what a host that strips the script keeps) is this board's
 * height here with the embed's heading, or the fallback when that is more: tall enough rather than cut off.
 */
import { useId, useState, type MouseEvent, type ReactElement } from 'react';
import { EMBED_FALLBACK_HEIGHT, embedCode, embedUrl } from './embed-link.ts';

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
  const copy = (e: MouseEvent<HTMLButtonElement>) => {
    const link = props.link();
    if (!link) return;
    const here = e.currentTarget.closest('.ps-widget')?.getBoundingClientRect().height ?? 0;
    const text = embedCode(embedUrl(props.variant, props.boardId, link), `Pai Sho board (${props.variant})`, Math.max(EMBED_FALLBACK_HEIGHT, here + 80));
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
