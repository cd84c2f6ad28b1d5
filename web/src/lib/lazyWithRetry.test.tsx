import '@testing-library/jest-dom/jest-globals';
import { describe, expect, it, jest } from '@jest/globals';
import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { DrawnPieces, lazyWithRetry, preloadPieces } from './lazyWithRetry';

// A server-rendered page names the lazy pieces it drew; the browser loads them before hydrating,
// so that hydration never meets a piece still loading (whose markup React may throw away).

function piece(name: string, text: string) {
  const load = jest.fn(() => Promise.resolve({ default: () => <p>{text}</p> }));
  return { Piece: lazyWithRetry(name, load), load };
}

const inSuspense = (children: React.ReactNode) => <Suspense fallback={<p>Loading</p>}>{children}</Suspense>;

describe('lazyWithRetry pieces', () => {
  it('a preloaded piece draws at once, without its fallback, and its file is asked for once', async () => {
    const { Piece, load } = piece('PreloadedPage', 'The home page');
    await preloadPieces(['PreloadedPage', 'NoSuchPiece']);
    render(inSuspense(<Piece />));
    // Synchronously: no render passed through the fallback.
    expect(screen.getByText('The home page')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a piece not preloaded shows the fallback while its file loads', async () => {
    const { Piece } = piece('LaterPage', 'A later page');
    render(inSuspense(<Piece />));
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(await screen.findByText('A later page')).toBeInTheDocument();
  });

  it('a failed preload is left to the render: it resolves, and the piece loads again when drawn', async () => {
    const load = jest
      .fn<() => Promise<{ default: () => React.JSX.Element }>>()
      .mockRejectedValueOnce(new Error('Failed to fetch'))
      .mockResolvedValue({ default: () => <p>Second try</p> });
    const Piece = lazyWithRetry('FlakyPage', load);
    await expect(preloadPieces(['FlakyPage'])).resolves.toBeUndefined();
    render(inSuspense(<Piece />));
    expect(await screen.findByText('Second try')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('a server render collects the names of the pieces it drew, not of the others defined', async () => {
    const { Piece } = piece('DrawnPage', 'Drawn');
    const drawn = new Set<string>();
    act(() => {
      render(<DrawnPieces.Provider value={drawn}>{inSuspense(<Piece />)}</DrawnPieces.Provider>);
    });
    expect(await screen.findByText('Drawn')).toBeInTheDocument();
    expect([...drawn]).toEqual(['DrawnPage']);
  });
});
