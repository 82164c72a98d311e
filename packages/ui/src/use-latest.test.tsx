// useLatest on React and on Preact (the ui-preact project runs this file through preact/compat): an answer
// is used only while no newer request began and the component is still mounted.
import { afterEach, describe, expect, it } from 'vitest';
import { useEffect, useState } from 'react';
import { act, cleanup, render, screen } from '@test-support/render.ts';
import { deferred } from '@test-support/fake-shop.ts';
import { useLatest } from './use-latest.ts';

afterEach(cleanup);

type Answers = Record<string, ReturnType<typeof deferred<string>>>;

/** Shows the answer of the request for `query`, each answer resolved by the test when it likes. */
function Search({ query, answers, seen }: { query: string; answers: Answers; seen: string[] }) {
  const latest = useLatest();
  const [found, setFound] = useState('');
  useEffect(() => {
    const current = latest();
    answers[query] = deferred<string>();
    void answers[query].promise.then((answer) => {
      seen.push(`${answer}:${current()}`);
      if (current()) setFound(answer);
    });
  }, [query]);
  return <p>found {found}</p>;
}

/** Hands the test the component's `latest`. */
let latest!: () => () => boolean;
function Probe() {
  latest = useLatest();
  return null;
}

describe('useLatest', () => {
  it('keeps the answer of the latest request, whatever order the answers arrive in', async () => {
    const answers: Answers = {};
    const seen: string[] = [];
    const { rerender } = render(<Search query="lat" answers={answers} seen={seen} />);
    rerender(<Search query="latte" answers={answers} seen={seen} />);
    await act(async () => answers.latte!.resolve('Latte intero'));
    await act(async () => answers.lat!.resolve('Lattuga'));
    expect(screen.getByText('found Latte intero')).toBeTruthy();
    expect(seen).toEqual(['Latte intero:true', 'Lattuga:false']);
  });

  it('makes every answer on its way stale when the component goes', async () => {
    const answers: Answers = {};
    const seen: string[] = [];
    const { unmount } = render(<Search query="pane" answers={answers} seen={seen} />);
    unmount();
    await act(async () => answers.pane!.resolve('Pane comune'));
    expect(seen).toEqual(['Pane comune:false']);
  });

  it('a call of latest() alone makes the answers on their way stale (a reset)', async () => {
    render(<Probe />);
    const first = latest();
    expect(first()).toBe(true);
    const second = latest();
    expect([first(), second()]).toEqual([false, true]);
    latest();
    expect(second()).toBe(false);
  });
});
