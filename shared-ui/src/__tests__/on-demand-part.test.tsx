import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@testing/render';
import { onDemandPart } from '../on-demand/on-demand-part';

function Greeting({ open, onClose }: { open: boolean; onClose: () => void }) {
  if (!open) return null;
  return (
    <div role="dialog" aria-label="Greeting">
      <button onClick={onClose}>Done</button>
    </div>
  );
}

const chunkFailed = () => Promise.reject(new Error('Loading chunk 42 failed.'));

/** A page with a button that opens the part loaded on demand, mounted on first opening as the apps do. */
function Page({ Part }: { Part: ReturnType<typeof onDemandPart<{ open: boolean; onClose: () => void }>> }) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <main>
      <h1>The page</h1>
      <button
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        Open
      </button>
      {opened && <Part open={open} onClose={() => setOpen(false)} />}
    </main>
  );
}

/** React reports what an error boundary caught on the console; these tests cause it on purpose. */
function expectCaughtOnConsole() {
  return jest.spyOn(console, 'error').mockImplementation(() => undefined);
}

describe('a part loaded on demand', () => {
  it('shows once loaded, and closes', async () => {
    const load = jest.fn(() => Promise.resolve(Greeting));
    await renderWithProviders(<Page Part={onDemandPart(load)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Greeting' })).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('whose code cannot be fetched says so in the reader’s language, keeps the page, and loads on "Try again"', async () => {
    const console = expectCaughtOnConsole();
    const load = jest.fn<Promise<typeof Greeting>, []>().mockImplementationOnce(chunkFailed).mockResolvedValue(Greeting);
    await renderWithProviders(<Page Part={onDemandPart(load)} />, { language: 'ua' });
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent("Не вдалося відкрити. Перевірте з'єднання та спробуйте ще раз.");
    expect(screen.getByRole('heading', { name: 'The page' })).toBeInTheDocument();
    await userEvent.click(within(notice).getByRole('button', { name: 'Спробувати ще раз' }));
    expect(await screen.findByRole('dialog', { name: 'Greeting' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    console.mockRestore();
  });

  it('whose code cannot be fetched closes with its notice, and is fetched again when opened again', async () => {
    const console = expectCaughtOnConsole();
    const load = jest.fn<Promise<typeof Greeting>, []>().mockImplementationOnce(chunkFailed).mockResolvedValue(Greeting);
    await renderWithProviders(<Page Part={onDemandPart(load)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await userEvent.click(within(await screen.findByRole('alert')).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByRole('dialog', { name: 'Greeting' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    console.mockRestore();
  });

  it('that fails while it renders gives the same notice instead of taking the page down', async () => {
    const console = expectCaughtOnConsole();
    function Broken(): never {
      throw new TypeError('x is undefined');
    }
    await renderWithProviders(<Page Part={onDemandPart(() => Promise.resolve(Broken))} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This could not be opened. Please check your connection and try again.');
    expect(screen.getByRole('heading', { name: 'The page' })).toBeInTheDocument();
    expect(console).toHaveBeenCalled();
    console.mockRestore();
  });

  it('decides whether it is open by what it is told', async () => {
    const console = expectCaughtOnConsole();
    const Quote = onDemandPart<{ service: string | null; onClose: () => void }>(chunkFailed, ({ service }) => service !== null);
    const { rerender } = await renderWithProviders(<Quote service="SEO audit" onClose={() => undefined} />);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    rerender(<Quote service={null} onClose={() => undefined} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    console.mockRestore();
  });
});
