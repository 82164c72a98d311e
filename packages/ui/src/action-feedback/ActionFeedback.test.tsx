import { describe, it, expect, afterEach } from 'vitest';
import { render, screen, cleanup } from '@test-support/render.ts';
import { ActionFeedback } from './ActionFeedback.tsx';

afterEach(cleanup);

describe('ActionFeedback', () => {
  it('keeps an empty polite region with no feedback', () => {
    render(<ActionFeedback feedback={null} />);
    const region = screen.getByRole('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toBe('');
  });

  it('says what happened by kind and target, or the given message', () => {
    const { rerender } = render(<ActionFeedback feedback={{ id: 1, kind: 'add', target: 'trolley' }} />);
    expect(screen.getByRole('status').textContent).toContain('Prodotto aggiunto al carrello');
    rerender(<ActionFeedback feedback={{ id: 2, kind: 'remove', target: 'list' }} />);
    expect(screen.getByRole('status').textContent).toContain('Prodotto rimosso dalla lista');
    rerender(
      <ActionFeedback feedback={{ id: 3, kind: 'warn', target: 'trolley', message: 'Quantità massima raggiunta' }} />,
    );
    expect(screen.getByRole('status').textContent).toContain('Quantità massima raggiunta');
  });

  it('shows only the feedback of its target', () => {
    render(<ActionFeedback target="list" feedback={{ id: 1, kind: 'add', target: 'trolley' }} />);
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
