// Server-driven rich text (messages, service descriptions, CMS snippets) is sanitised with a maintained
// sanitiser before it leaves the server: a small allow-list of formatting tags and safe link schemes.
import sanitizeHtml from 'sanitize-html';

const RICH_TEXT: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'em', 'b', 'i', 'ul', 'ol', 'li', 'a', 'span'],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'], '*': ['class'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
};

export const sanitizeRichText = (html: string): string => sanitizeHtml(html, RICH_TEXT);

/** Text made safe to write into HTML (an element's content or a quoted attribute). */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}
