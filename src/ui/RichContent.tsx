import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import './RichContent.css';

// Links in hotel content open outside the app, without giving the new page a handle on ours.
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && /^https?:/i.test(node.getAttribute('href') ?? '')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

/**
 * Hotel-provided HTML, sanitised with DOMPurify: scripts, event handlers, javascript: URLs,
 * styles and forms never reach the page.
 */
export function RichContent({ html }: { html: string }) {
  const clean = useMemo(
    () =>
      DOMPurify.sanitize(html, {
        USE_PROFILES: { html: true },
        FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe'],
        FORBID_ATTR: ['style'],
      }),
    [html],
  );
  return <div className="rich-content" dangerouslySetInnerHTML={{ __html: clean }} />;
}
