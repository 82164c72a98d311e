import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password.ts';

describe('passwords (scrypt)', () => {
  it('verifies the right password only, with a random salt per hash', async () => {
    const a = await hashPassword('Mercato2026!');
    const b = await hashPassword('Mercato2026!');
    expect(a).toMatch(/^scrypt\$16384\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('Mercato2026!', a)).toBe(true);
    expect(await verifyPassword('mercato2026!', a)).toBe(false);
    expect(await verifyPassword('', a)).toBe(false);
  });
  it('rejects malformed hashes instead of throwing', async () => {
    for (const h of ['', 'plain', 'scrypt$1$1$1$$', 'bcrypt$x$y$z$a$b', 'scrypt$99999999$8$1$abc$def']) {
      expect(await verifyPassword('x', h)).toBe(false);
    }
  });
});
