// CMS HTML made safe with the shop's maintained sanitiser (sanitize-html, as for every server-driven
// HTML) and an allow-list: text structure (headings, paragraphs, lists, tables, figures, links, images)
// and the shop's custom elements of the widget table with their documented attributes (api-base
// excepted). Everything else goes: <script> and <style> with their content, event handlers (no on*
// attribute is ever allowed), style attributes (the pages' CSP would refuse them anyway, and a style is
// how a page could cover the shop: position, z-index, opacity), ids (which could clash with the shop's),
// classes other than the few the site styles (CMS_CLASSES), and every URL whose scheme is not http(s),
// mailto or tel, including the widgets' own *-url attributes (javascript:, data:, vbscript:…).
import sanitizeHtml from 'sanitize-html';
import { CMS_CLASSES, type CmsWidget } from '@mercato/contracts/cms';
import { cmsWidgets } from './widgets.ts';

const TEXT_TAGS = [
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'p',
  'br',
  'hr',
  'blockquote',
  'pre',
  'code',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'a',
  'strong',
  'em',
  'b',
  'i',
  'u',
  's',
  'small',
  'sub',
  'sup',
  'mark',
  'abbr',
  'span',
  'div',
  'section',
  'article',
  'aside',
  'header',
  'footer',
  'figure',
  'figcaption',
  'img',
  'picture',
  'source',
  'table',
  'caption',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'colgroup',
  'col',
  'time',
  'address',
];

const SCHEMES = ['http', 'https', 'mailto', 'tel'];

function options(widgets: CmsWidget[]): sanitizeHtml.IOptions {
  const widgetAttributes = Object.fromEntries(widgets.map((w) => [w.tag, w.attributes]));
  const urlAttributes = new Set(['href', 'src', 'cite', 'srcset']);
  for (const w of widgets) for (const a of w.attributes) if (a.endsWith('-url')) urlAttributes.add(a);
  return {
    allowedTags: [...TEXT_TAGS, ...widgets.map((w) => w.tag)],
    allowedAttributes: {
      a: ['href', 'title', 'rel', { name: 'target', multiple: false, values: ['_blank'] }, 'hreflang'],
      img: ['src', 'srcset', 'sizes', 'alt', 'width', 'height', 'loading'],
      source: ['srcset', 'type', 'media', 'sizes'],
      th: ['scope', 'colspan', 'rowspan', 'abbr'],
      td: ['colspan', 'rowspan'],
      col: ['span'],
      colgroup: ['span'],
      ol: ['start', 'reversed', 'type'],
      time: ['datetime'],
      abbr: ['title'],
      '*': ['class', 'lang', 'title', 'aria-label', 'aria-describedby', 'role'],
      ...widgetAttributes,
    },
    allowedClasses: { '*': [...CMS_CLASSES] },
    allowedSchemes: SCHEMES,
    allowedSchemesAppliedToAttributes: [...urlAttributes],
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    // A link that opens a new window never hands the shop's window to the other site.
    transformTags: {
      a: (tagName, attribs) => ({
        tagName,
        attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
      }),
    },
  };
}

let cached: { widgets: CmsWidget[]; opts: sanitizeHtml.IOptions } | null = null;

/** The editor's HTML as a page may show it. */
export function sanitiseCms(html: string, widgets: CmsWidget[] = cmsWidgets()): string {
  if (cached?.widgets !== widgets) cached = { widgets, opts: options(widgets) };
  return sanitizeHtml(html, cached.opts);
}
