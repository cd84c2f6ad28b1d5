import { beforeEach, describe, expect, it } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ImagePicker, TOUCH_SCREEN } from './ImagePicker';
import { useImageUploads, type ImageProblem } from './useImageUploads';
import type { ImageUrls, UploadedImage } from './uploadImage';
import { assertImageFile } from './compressImage';
import { actAsync } from '../../testing/actAsync';

type Pending = {
  file: Blob;
  progress?: (f: number) => void;
  resolve: (v: UploadedImage) => void;
  reject: (e: Error) => void;
};
const uploads: Pending[] = [];

/** jsdom cannot decode images: "compression" checks the file and hands it back. */
function fakeCompress(file: Blob): Promise<File> {
  return new Promise((resolve) => {
    assertImageFile(file);
    resolve(file as File);
  });
}

/** Each upload waits until the test answers it. */
function fakeUpload(file: Blob, _kind: string, progress?: (f: number) => void): Promise<UploadedImage> {
  return new Promise<UploadedImage>((resolve, reject) => {
    uploads.push({ file, progress, resolve, reject });
  });
}

const stored = (n: number): UploadedImage => ({
  url: `/uploads/products/${n}-1024.webp`,
  medium: `/uploads/products/${n}-480.webp`,
  thumbnail: `/uploads/products/${n}-160.webp`,
  width: 1024,
  height: 768,
});

function Harness({
  initial = [],
  max,
  onProblem = () => {},
}: {
  initial?: ImageUrls[];
  max?: number;
  onProblem?: (p: ImageProblem) => void;
}) {
  const picked = useImageUploads({
    kind: 'product',
    initial,
    max,
    onProblem,
    compress: fakeCompress,
    upload: fakeUpload,
  });
  return (
    <>
      <ImagePicker uploads={picked} />
      <output data-testid="urls">{picked.urls.join(',')}</output>
      <output data-testid="busy">{String(picked.busy)}</output>
    </>
  );
}

const jpeg = (name: string) => new File(['x'], name, { type: 'image/jpeg' });
const fileInput = () => document.querySelector('input[type="file"]') as HTMLInputElement;
const flush = () => act(async () => {});
/** What the browser does when files are chosen in the dialog (user-event skips a hidden input). */
async function pick(...files: File[]) {
  await actAsync(() => {
    Object.defineProperty(fileInput(), 'files', { configurable: true, value: files });
    fileInput().dispatchEvent(new Event('change', { bubbles: true }));
  });
  await flush();
}

beforeEach(() => {
  uploads.length = 0;
  let n = 0;
  URL.createObjectURL = () => `blob:preview-${n++}`;
  URL.revokeObjectURL = () => {};
});

describe('ImagePicker', () => {
  it('shows existing images first, each removable', async () => {
    const user = userEvent.setup();
    render(<Harness initial={[stored(1), stored(2)]} />);
    expect(screen.getByRole('img', { name: 'Image 1' })).toHaveAttribute('src', '/uploads/products/1-160.webp');
    expect(screen.getByTestId('urls')).toHaveTextContent('/uploads/products/1-1024.webp,/uploads/products/2-1024.webp');
    await user.click(screen.getByRole('button', { name: 'Remove Image 1' }));
    expect(screen.getByTestId('urls')).toHaveTextContent(/^\/uploads\/products\/2-1024.webp$/);
  });

  it('compresses and uploads each picked file with a progress bar, then keeps its URL', async () => {
    render(<Harness />);
    await pick(jpeg('photo-1.jpg'), jpeg('photo-2.jpg'));
    expect(screen.getAllByRole('img', { name: /photo-\d\.jpg/ })).toHaveLength(2);
    expect(screen.getByTestId('busy')).toHaveTextContent('true');
    expect(uploads).toHaveLength(2);

    act(() => uploads[0].progress?.(0.5));
    expect(screen.getByText('Uploading 50%')).toBeInTheDocument();
    expect(screen.getAllByRole('progressbar')).toHaveLength(2);

    await actAsync(() => {
      uploads[0].resolve(stored(1));
      uploads[1].resolve(stored(2));
    });
    expect(screen.queryAllByRole('progressbar')).toHaveLength(0);
    expect(screen.getByTestId('busy')).toHaveTextContent('false');
    expect(screen.getByTestId('urls')).toHaveTextContent('/uploads/products/1-1024.webp,/uploads/products/2-1024.webp');
  });

  it('drops a file that is not an image and says why', async () => {
    const problems: ImageProblem[] = [];
    render(<Harness onProblem={(p) => problems.push(p)} />);
    // accept="image/*" is only a hint to the dialog; a drop or "All files" still brings anything.
    await pick(new File(['hi'], 'notes.txt', { type: 'text/plain' }));
    expect(problems).toEqual([
      {
        title: 'Image Processing Failed',
        message: 'notes.txt: The file given is not an image. Failed to process images. Please try again.',
      },
    ]);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(uploads).toHaveLength(0);
  });

  it('drops an image the server refuses and reports its message', async () => {
    const problems: ImageProblem[] = [];
    render(<Harness onProblem={(p) => problems.push(p)} />);
    await pick(jpeg('huge.jpg'));
    await actAsync(() => uploads[0].reject(new Error('Image too large')));
    expect(problems).toEqual([{ title: 'Image upload failed', message: 'huge.jpg: Image too large' }]);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('takes at most the maximum and hides the picker when full', async () => {
    const problems: ImageProblem[] = [];
    render(<Harness initial={[stored(1)]} max={3} onProblem={(p) => problems.push(p)} />);
    await pick(jpeg('a.jpg'), jpeg('b.jpg'), jpeg('c.jpg'));
    expect(screen.getAllByRole('img')).toHaveLength(3);
    expect(problems).toEqual([{ title: 'Too many images', message: 'You can add at most 3 images.' }]);
    expect(screen.queryByRole('button', { name: 'Add photos' })).not.toBeInTheDocument();
    expect(screen.getByText('(3 of 3)')).toBeInTheDocument();
  });

  it('offers "Add photos"; the drag and drop words only where a mouse can drag', () => {
    const { unmount } = render(<Harness />);
    expect(screen.getByRole('button', { name: 'Add photos' })).toBeInTheDocument();
    expect(screen.getByText('Drag and drop photos here, or')).toBeInTheDocument();
    unmount();
    const original = window.matchMedia;
    // The polyfill's answer (polyfills.cjs), matching the touch query alone.
    window.matchMedia = (query: string) => ({ ...original(query), matches: query === TOUCH_SCREEN });
    try {
      render(<Harness />);
      expect(screen.getByRole('button', { name: 'Add photos' })).toBeInTheDocument();
      expect(screen.queryByText(/drag and drop/i)).not.toBeInTheDocument();
    } finally {
      window.matchMedia = original;
    }
  });
});
