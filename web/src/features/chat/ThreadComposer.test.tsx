import '@testing-library/jest-dom/jest-globals';
import { beforeEach, describe, expect, it } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UploadedImage } from '../../components/images/uploadImage';
import { actAsync } from '../../testing/actAsync';
import { renderWithApp } from '../../testing/render';
import { ThreadComposer } from './ThreadComposer';

const kinds: string[] = [];
const fakeCompress = (file: Blob): Promise<File> => Promise.resolve(file as File);
function fakeUpload(_file: Blob, kind: string): Promise<UploadedImage> {
  kinds.push(kind);
  const n = kinds.length;
  return Promise.resolve({
    url: `/uploads/messages/${n}-1024.webp`,
    medium: `/uploads/messages/${n}-480.webp`,
    thumbnail: `/uploads/messages/${n}-160.webp`,
    width: 1024,
    height: 768,
  });
}

const jpeg = (name: string) => new File(['x'], name, { type: 'image/jpeg' });
async function pick(...files: File[]) {
  const input = screen.getByTestId<HTMLInputElement>('message-photos');
  await actAsync(() => {
    Object.defineProperty(input, 'files', { configurable: true, value: files });
    input.dispatchEvent(new Event('change', { bubbles: true }));
  });
  await act(async () => {});
}

beforeEach(() => {
  kinds.length = 0;
  let n = 0;
  URL.createObjectURL = () => `blob:preview-${n++}`;
  URL.revokeObjectURL = () => {};
});

describe('ThreadComposer', () => {
  it('takes at most 4 photos, each removable, and sends them without text as message uploads', async () => {
    const user = userEvent.setup();
    const sent: [string, string[]][] = [];
    renderWithApp(
      <ThreadComposer
        compress={fakeCompress}
        upload={fakeUpload}
        onSend={(text, images) => {
          sent.push([text, images]);
          return Promise.resolve();
        }}
      />,
    );
    expect(screen.getByRole('button', { name: 'Add photos' })).toBeEnabled();
    await pick(jpeg('a.jpg'), jpeg('b.jpg'), jpeg('c.jpg'), jpeg('d.jpg'), jpeg('e.jpg'));
    const strip = await screen.findByRole('list', { name: 'Photos to send' });
    expect(within(strip).getAllByRole('img')).toHaveLength(4);
    expect(kinds).toEqual(['message', 'message', 'message', 'message']);
    expect(screen.getByRole('button', { name: 'Add photos (at most 4)' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Remove photo 4' }));
    expect(within(strip).getAllByRole('img')).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Add photos' })).toBeEnabled();

    await user.type(screen.getByRole('textbox', { name: 'Message' }), '{Enter}');
    expect(sent).toEqual([
      ['', ['/uploads/messages/1-1024.webp', '/uploads/messages/2-1024.webp', '/uploads/messages/3-1024.webp']],
    ]);
    expect(screen.queryByRole('list', { name: 'Photos to send' })).not.toBeInTheDocument();
  });

  it('still refuses a blank message without photos', async () => {
    const user = userEvent.setup();
    renderWithApp(<ThreadComposer compress={fakeCompress} upload={fakeUpload} onSend={async () => {}} />);
    await user.type(screen.getByRole('textbox', { name: 'Message' }), '  {Enter}');
    expect(await screen.findByText('Write a message first.')).toBeInTheDocument();
  });
});
