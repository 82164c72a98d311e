import { describe, it, expect, afterEach } from 'vitest';
import { render, screen, cleanup } from '@test-support/render.ts';
import { Skeleton } from './Skeleton.tsx';

afterEach(cleanup);

describe('Skeleton', () => {
  it('draws count hidden placeholders and says loading once', () => {
    const { container } = render(<Skeleton variant="address" count={9} />);
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(screen.getByRole('status').textContent).toBe('Caricamento in corso');
    const items = container.querySelectorAll('.mercato-skeleton--address');
    expect(items).toHaveLength(9);
    items.forEach((item) => expect(item.getAttribute('aria-hidden')).toBe('true'));
  });

  it('defaults to one text line', () => {
    const { container } = render(<Skeleton />);
    expect(container.querySelectorAll('.mercato-skeleton--text')).toHaveLength(1);
  });
});
