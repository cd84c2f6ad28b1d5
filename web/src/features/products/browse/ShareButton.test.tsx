import '@testing-library/jest-dom/jest-globals';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../../../testing/render';
import { ShareButton } from './ShareButton';

const ID = '0190a4e6-0000-7000-8000-0000000000aa';
const LAMP = { id: ID, title: 'Desk lamp' };
const URL_OF_LAMP = `${window.location.origin}/product/${ID}`;

type Share = (data: ShareData) => Promise<void>;

function withShare(share: Share | undefined) {
  Object.defineProperty(navigator, 'share', { value: share, configurable: true, writable: true });
}

function renderShare() {
  renderWithApp(<ShareButton product={LAMP} />, { path: `/product/${ID}?from=search#photos` });
  return screen.getByRole('button', { name: 'Share: Desk lamp' });
}

describe('ShareButton (docs/product.md#sharing)', () => {
  afterEach(() => {
    delete (navigator as { share?: Share }).share;
  });

  it('with the Web Share API: opens the share sheet with the title and the listing address, no toast', async () => {
    const share = jest.fn<Share>().mockResolvedValue(undefined);
    withShare(share);
    const user = userEvent.setup();
    await user.click(renderShare());
    expect(share).toHaveBeenCalledWith({ title: 'Desk lamp', text: 'Desk lamp on Campus Market', url: URL_OF_LAMP });
    expect(await navigator.clipboard.readText()).toBe('');
    expect(screen.queryByText('Link copied')).not.toBeInTheDocument();
  });

  it('closing the share sheet is no error: nothing copied, nothing said', async () => {
    withShare(jest.fn<Share>().mockRejectedValue(Object.assign(new Error('cancelled'), { name: 'AbortError' })));
    const user = userEvent.setup();
    await user.click(renderShare());
    expect(await navigator.clipboard.readText()).toBe('');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('without it: copies the listing address (not the query or hash) and says "Link copied"', async () => {
    withShare(undefined);
    const user = userEvent.setup();
    await user.click(renderShare());
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(URL_OF_LAMP);
  });

  it('a share sheet that fails falls back to copying', async () => {
    withShare(jest.fn<Share>().mockRejectedValue(Object.assign(new Error('not allowed'), { name: 'NotAllowedError' })));
    const user = userEvent.setup();
    await user.click(renderShare());
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(URL_OF_LAMP);
  });

  it('when nothing can copy: says so, in words, and where the link is', async () => {
    withShare(undefined);
    const user = userEvent.setup();
    jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await user.click(renderShare());
    expect(await screen.findByText("Couldn't copy the link")).toBeInTheDocument();
    expect(screen.getByText('Copy it from the address bar instead.')).toBeInTheDocument();
  });
});
