import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import { useHydrated } from '../hydration/use-hydrated';

function Submit() {
  const alive = useHydrated();
  return <button type="submit" disabled={!alive}>Send</button>;
}

describe('useHydrated', () => {
  it("is false in the server's page and turns true once the browser has hydrated it", async () => {
    const seen: boolean[] = [];
    function Recorder() {
      seen.push(useHydrated());
      return <Submit />;
    }
    const html = renderToString(<Recorder />);
    expect(seen).toEqual([false]);
    expect(html).toContain('disabled');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    seen.length = 0;
    await act(async () => {
      hydrateRoot(container, <Recorder />);
    });
    // The hydrating render matches the server's markup (false), the next one is alive.
    expect(seen[0]).toBe(false);
    expect(seen.at(-1)).toBe(true);
    expect(container.querySelector('button')).toBeEnabled();
    container.remove();
  });

  it('is true at once in a part the browser renders anew', () => {
    render(<Submit />);
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });
});
