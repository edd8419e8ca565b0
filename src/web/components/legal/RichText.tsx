import type { ReactNode } from 'react';

/**
 * The inline markup the legal texts may use: `[label](href)`, `**bold**`, `` `code` `` and the contact
 * `{{email}}` (left for this component to fill in, so that it becomes a mailto link).
 */
const MARKUP = /\[([^\]]+)\]\(([^)\s]+)\)|\*\*([^*]+)\*\*|`([^`]+)`|\{\{email\}\}/g;

/** One translated sentence with its links, emphasis and the contact e-mail as a mailto link. */
export function RichText({ text, email }: { text: string; email: string }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(MARKUP)) {
    const [whole, label, href, bold, code] = match;
    if (match.index > last) parts.push(text.slice(last, match.index));
    const key = match.index;
    if (label && href) {
      const external = /^https?:/.test(href);
      parts.push(
        <a key={key} href={href} rel={external ? 'noopener noreferrer' : undefined}>
          {label}
        </a>,
      );
    } else if (bold) {
      parts.push(<strong key={key}>{bold}</strong>);
    } else if (code) {
      parts.push(<code key={key}>{code}</code>);
    } else {
      parts.push(
        <a key={key} href={`mailto:${email}`} className="whitespace-nowrap">
          {email}
        </a>,
      );
    }
    last = match.index + whole.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <>{parts}</>;
}
