import { describe, expect, it } from 'vitest';
import { keptPage, ownPageSession, SHARED_PAGE_HEADER, sharedPageKey } from './shared-pages.ts';

describe('shared pages', () => {
  it('keys a GET without a session or publish-date cookie by its address, and nothing else', () => {
    expect(sharedPageKey('GET', '/supermercato/ricerca/latte?pagina=2', undefined)).toBe(
      '/supermercato/ricerca/latte?pagina=2',
    );
    expect(sharedPageKey('GET', '/index', 'cc_cookie=%7B%7D; theme=x')).toBe('/index');
    expect(sharedPageKey('GET', '/index', 'MERCATO_SESSION=abc')).toBeNull();
    expect(sharedPageKey('GET', '/index', 'a=1;MERCATO_SESSION=')).toBeNull();
    expect(sharedPageKey('GET', '/index', 'a=1; MERCATO_PUBLISH_DATE=2026-12-01')).toBeNull();
    expect(sharedPageKey('HEAD', '/index', undefined)).toBeNull();
    expect(sharedPageKey('POST', '/accedi', undefined)).toBeNull();
    // A cookie whose name only ends like the session's is not the session.
    expect(sharedPageKey('GET', '/index', 'OLD_MERCATO_SESSION=1')).toBe('/index');
  });

  it('keeps only a 200 the page marked shared that sets no cookie, without the mark or connection headers', () => {
    const body = new TextEncoder().encode('<p>è</p>');
    const headers = {
      'content-type': 'text/html',
      'content-security-policy': "default-src 'self'",
      date: 'Wed, 25 Nov 2026 06:00:00 GMT',
      connection: 'keep-alive',
      [SHARED_PAGE_HEADER]: '1',
    };
    expect(keptPage(200, headers, body)).toEqual({
      headers: {
        'content-type': 'text/html',
        'content-security-policy': "default-src 'self'",
        'content-length': 9,
      },
      body,
    });
    expect(keptPage(302, headers, body)).toBeNull();
    expect(keptPage(200, { ...headers, [SHARED_PAGE_HEADER]: undefined }, body)).toBeNull();
    expect(keptPage(200, { ...headers, 'set-cookie': ['a=1'] }, body)).toBeNull();
  });

  it('names the session of a GET with one and no publish-date cookie, for a page kept per view', () => {
    expect(ownPageSession('GET', 'a=1; MERCATO_SESSION=abc_-1; b=2')).toBe('abc_-1');
    expect(ownPageSession('GET', 'MERCATO_SESSION=abc')).toBe('abc');
    expect(ownPageSession('GET', 'MERCATO_SESSION=')).toBeNull();
    expect(ownPageSession('GET', 'OLD_MERCATO_SESSION=abc')).toBeNull();
    expect(ownPageSession('GET', 'MERCATO_SESSION=abc; MERCATO_PUBLISH_DATE=2026-12-01')).toBeNull();
    expect(ownPageSession('HEAD', 'MERCATO_SESSION=abc')).toBeNull();
    expect(ownPageSession('POST', 'MERCATO_SESSION=abc')).toBeNull();
    expect(ownPageSession('GET', undefined)).toBeNull();
  });
});
