import { describe, it, expect, vi, afterEach } from 'vitest';
import { render, screen, fireEvent, cleanup } from '@test-support/render.ts';
import { Pager, pageWindow } from './Pager.tsx';

afterEach(cleanup);

const pageNames = () =>
  Array.from(screen.getByRole('navigation', { name: 'Paginazione' }).querySelectorAll('button, a'))
    .map((el) => el.getAttribute('aria-label'))
    .filter((name) => name?.startsWith('Pagina ') && /\d$/.test(name));

describe('pageWindow', () => {
  it('keeps 5 pages around the current one, clamped at both ends', () => {
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(10, 20)).toEqual([8, 9, 10, 11, 12]);
    expect(pageWindow(20, 20)).toEqual([16, 17, 18, 19, 20]);
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
  });
});

describe('Pager', () => {
  it('is not shown with a single page', () => {
    render(<Pager count={10} pageSize={10} currentPage={1} onChange={() => {}} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('shows first, previous, 5 pages, next and last as buttons, marking the current page', () => {
    const onChange = vi.fn();
    render(<Pager count={200} pageSize={10} currentPage={10} onChange={onChange} />);
    expect(pageNames()).toEqual(['Pagina 8', 'Pagina 9', 'Pagina 10', 'Pagina 11', 'Pagina 12']);
    expect(screen.getByRole('button', { name: 'Pagina 10' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('button', { name: 'Pagina 9' }).getAttribute('aria-current')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Pagina successiva' }));
    fireEvent.click(screen.getByRole('button', { name: 'Pagina precedente' }));
    fireEvent.click(screen.getByRole('button', { name: 'Ultima pagina' }));
    fireEvent.click(screen.getByRole('button', { name: 'Prima pagina' }));
    fireEvent.click(screen.getByRole('button', { name: 'Pagina 12' }));
    expect(onChange.mock.calls.map((c) => c[0])).toEqual([11, 9, 20, 1, 12]);
  });

  it('disables first and previous on the first page', () => {
    render(<Pager count={30} pageSize={10} currentPage={1} onChange={() => {}} />);
    expect((screen.getByRole('button', { name: 'Prima pagina' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Pagina precedente' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Pagina successiva' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('renders real links with hrefFor', () => {
    render(<Pager count={25} pageSize={10} currentPage={3} hrefFor={(p) => `/ordini/precedenti?pagina=${p}`} />);
    expect(screen.getByRole('link', { name: 'Pagina 2' }).getAttribute('href')).toBe('/ordini/precedenti?pagina=2');
    expect(screen.getByRole('link', { name: 'Pagina 3' }).getAttribute('aria-current')).toBe('page');
    const next = screen.getByRole('link', { name: 'Pagina successiva' });
    expect(next.getAttribute('aria-disabled')).toBe('true');
    expect(next.hasAttribute('href')).toBe(false);
    expect(screen.getByRole('link', { name: 'Prima pagina' }).getAttribute('href')).toBe('/ordini/precedenti?pagina=1');
  });

  it('lets onChange handle a link click when both are given', () => {
    const onChange = vi.fn();
    render(<Pager count={25} pageSize={10} currentPage={1} hrefFor={(p) => `?p=${p}`} onChange={onChange} />);
    const link = screen.getByRole('link', { name: 'Pagina 2' });
    const notPrevented = fireEvent.click(link);
    expect(notPrevented).toBe(false);
    expect(onChange).toHaveBeenCalledWith(2);
  });
});
