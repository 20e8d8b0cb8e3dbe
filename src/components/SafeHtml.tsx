import { useEffect, useMemo } from 'react';
import { cleanHtml } from '../services/sanitize-html';

interface SafeHtmlProps {
  html: string;
  className?: string;
  id?: string;
  /** Inline content (inside a label) renders in a span, block content in a div. */
  inline?: boolean;
  /** The sanitizer took something out: what, each part once (`<img>`, `onclick`), for the editor to be told. */
  onTrimmed?(removed: readonly string[]): void;
}

/** Configuration HTML, sanitized before it reaches the DOM. Renders nothing when empty. */
export function SafeHtml({ html, className, id, inline = false, onTrimmed }: SafeHtmlProps) {
  const clean = useMemo(() => cleanHtml(html), [html]);
  useEffect(() => {
    if (clean.removed.length > 0) onTrimmed?.(clean.removed);
    // Told once per text shown, not again each time a parent renders with a new callback.
  }, [clean]);
  if (clean.html === '') return null;
  const Tag = inline ? 'span' : 'div';
  return <Tag id={id} className={className} dangerouslySetInnerHTML={{ __html: clean.html }} />;
}
