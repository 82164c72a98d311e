import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { createSecurityService } from './security.ts';

describe('security.checkUrl', () => {
  const security = createSecurityService(
    loadConfig({ inMemory: true }, { MERCATO_PARTNER_ORIGINS: 'https://partner.example, http://localhost:4322/' }),
  );
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
      null,
      42,
    ]) {
      expect(security.checkUrl(url), String(url)).toBe('FORBIDDEN');
    }
  });
});
