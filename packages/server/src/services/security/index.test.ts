import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { bindArea } from '../bind.ts';
import * as securityArea from './index.ts';

describe('security.checkUrl', () => {
  const security = bindArea(securityArea, {
    config: loadConfig(
      { inMemory: true },
      { MERCATO_PARTNER_ORIGINS: 'https://partner.example, http://localhost:4322/' },
    ),
  });
  it('allows same-origin paths and configured origins', () => {
    for (const url of [
      '/',
      '/index',
      '/ordini/precedenti?x=1#top',
      'https://partner.example/a',
      'http://localhost:4322',
    ]) {
      expect(security.checkUrl(url), url).toBe('NO_CONTENT');
    }
    expect(security.checkUrl('http://localhost:4321/index', { origin: 'http://localhost:4321' })).toBe('NO_CONTENT');
  });
  it('forbids everything else', () => {
    for (const url of [
      '',
      '//evil.example',
      '/\\evil.example',
      '\\\\evil',
      'https://evil.example',
      'javascript:alert(1)',
      'data:text/html,x',
      'http://partner.example/a',
      'https://partner.example.evil.example/',
      ' /index',
      '/in\ndex',
      'index',
      'https://u:p@partner.example/',
    ]) {
      expect(security.checkUrl(url), String(url)).toBe('FORBIDDEN');
    }
  });
  it('refuses every path safeRedirectPath refuses: tabs, control characters, backslashes, encoded slashes', () => {
    for (const url of [
      '/\t/evil.example',
      '/\u000b/x',
      '/\r\n/evil.example',
      '/ /evil.example',
      '/\u00a0/evil.example',
      '/\\evil.example',
      '/%2F/evil.example',
      '/%2f%2fevil.example',
      '/%5Cevil.example',
      '/%5c/evil.example',
      '///evil.example',
    ]) {
      expect(security.checkUrl(url), JSON.stringify(url)).toBe('FORBIDDEN');
    }
    expect(security.checkUrl('/ricerca/a%2Fb')).toBe('NO_CONTENT');
  });
});
