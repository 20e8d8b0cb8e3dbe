import { useMemo } from 'react';
import { sanitizeHtml } from '../services/sanitize-html';

interface SafeHtmlProps {
  html: string;
  className?: string;
  id?: string;
  /** Inline content (inside a label) renders in a span, block content in a div. */
  inline?: boolean;
}

/** Configuration HTML, sanitized before it reaches the DOM. Renders nothing when empty. */
export function SafeHtml({ html, className, id, inline = false }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  if (clean === '') return null;
  const Tag = inline ? 'span' : 'div';
  return <Tag id={id} className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
