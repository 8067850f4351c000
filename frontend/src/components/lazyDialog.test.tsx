import { Component, type ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lazyDialog } from './lazyDialog';

/** Shows 'Gagal memuat' when the dialog's code could not be loaded (as the app's error boundary does). */
class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? <p>Gagal memuat</p> : this.props.children;
  }
}

function Hello({ name }: { name: string; open: boolean }) {
  return <p role="dialog">Halo {name}</p>;
}

describe('lazyDialog', () => {
  it('renders nothing and loads nothing at once while closed, then shows the dialog when opened', async () => {
    const load = vi.fn(() => Promise.resolve(Hello));
    const Dialog = lazyDialog(load, (p) => p.open);
    const view = render(<Dialog name="Budi" open={false} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    view.rerender(<Dialog name="Budi" open />);
    expect(await screen.findByText('Halo Budi')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads a dialog without preload only when it is opened, not when the browser is idle', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestIdleCallback'] });
    try {
      const load = vi.fn(() => Promise.resolve(Hello));
      const preloaded = vi.fn(() => Promise.resolve(Hello));
      const Seldom = lazyDialog(load, (p) => p.open, { preload: false });
      const Often = lazyDialog(preloaded, (p) => p.open);
      const view = render(
        <>
          <Seldom name="Budi" open={false} />
          <Often name="Ani" open={false} />
        </>,
      );
      await vi.advanceTimersByTimeAsync(5000);
      expect(preloaded).toHaveBeenCalledTimes(1);
      expect(load).not.toHaveBeenCalled();
      view.rerender(
        <>
          <Seldom name="Budi" open />
          <Often name="Ani" open={false} />
        </>,
      );
      vi.useRealTimers();
      expect(await screen.findByText('Halo Budi')).toBeTruthy();
      expect(load).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('tries the load again when the dialog is opened after a failed load (the network dropped once)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi.fn<() => Promise<typeof Hello>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(Hello);
    const Dialog = lazyDialog(load, (p) => p.open);
    const first = render(
      <Boundary>
        <Dialog name="Ani" open />
      </Boundary>,
    );
    expect(await screen.findByText('Gagal memuat')).toBeTruthy();
    first.unmount();
    render(
      <Boundary>
        <Dialog name="Ani" open />
      </Boundary>,
    );
    expect(await screen.findByText('Halo Ani')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
