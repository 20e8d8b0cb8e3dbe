import { SafeHtml } from '../components/SafeHtml';
import { useHtmlTrimmed } from './use-html-trimmed';

interface ConfigHtmlProps {
  html: string;
  /** The text's name in the editor's messages, should the sanitizer take something out of it. */
  field: string;
  className?: string;
  inline?: boolean;
}

/** A text of the configuration shown as HTML: sanitized, and what the sanitizer takes out told to the editor. */
export function ConfigHtml({ field, ...props }: ConfigHtmlProps) {
  const trimmed = useHtmlTrimmed();
  return <SafeHtml {...props} onTrimmed={(removed) => trimmed(field, removed)} />;
}
