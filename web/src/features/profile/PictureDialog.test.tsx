import { beforeEach, describe, expect, it } from '@jest/globals';
import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { UpdateBannerPicDocument, UpdateProfilePicDocument } from '../../graphql/generated';
import { assertImageFile } from '../../components/images/compressImage';
import { UploadError, type UploadedImage, type UploadKind } from '../../components/images/uploadImage';
import { PictureDialog, type PictureKind } from './PictureDialog';
import { IMAGES_ONLY, SELECT_FIRST } from './usePictureUpload';
import { renderWithApp } from '../../testing/render';
import { sessionUser } from '../../testing/users';
import { actAsync } from '../../testing/actAsync';

type Pending = {
  file: Blob;
  kind: UploadKind;
  progress?: (f: number) => void;
  resolve: (v: UploadedImage) => void;
  reject: (e: Error) => void;
};
const uploads: Pending[] = [];
const compressed: Blob[] = [];

/** jsdom cannot decode images: "compression" checks the file and hands it back. */
function fakeCompress(file: Blob): Promise<File> {
  return new Promise((resolve) => {
    assertImageFile(file);
    compressed.push(file);
    resolve(file as File);
  });
}

/** Each upload waits until the test answers it. */
function fakeUpload(file: Blob, kind: UploadKind, progress?: (f: number) => void): Promise<UploadedImage> {
  return new Promise<UploadedImage>((resolve, reject) => uploads.push({ file, kind, progress, resolve, reject }));
}

const stored: UploadedImage = {
  url: '/uploads/users/me-1024.webp',
  medium: '/uploads/users/me-480.webp',
  thumbnail: '/uploads/users/me-160.webp',
  width: 800,
  height: 800,
};

function saved(kind: PictureKind): MockLink.MockedResponse {
  const user = {
    __typename: 'User',
    ...sessionUser({ profilePic: kind === 'avatar' ? stored.url : null }),
    pendingEmail: null,
    bannerPic: kind === 'banner' ? stored.url : null,
    contactHidden: false,
    createdAt: '2026-08-01T10:00:00.000Z',
  };
  return kind === 'avatar'
    ? {
        request: { query: UpdateProfilePicDocument, variables: { input: { url: stored.url } } },
        result: { data: { updateProfilePic: { __typename: 'AuthPayload', message: 'Profile picture updated', user } } },
      }
    : {
        request: { query: UpdateBannerPicDocument, variables: { input: { url: stored.url } } },
        result: { data: { updateBannerPic: { __typename: 'AuthPayload', message: 'Banner updated', user } } },
      };
}

function Harness({ kind }: { kind: PictureKind }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Change picture
      </button>
      <PictureDialog
        kind={kind}
        open={open}
        onClose={() => setOpen(false)}
        compress={fakeCompress}
        upload={fakeUpload}
      />
    </>
  );
}

const fileInput = () => within(screen.getByRole('dialog')).getByLabelText<HTMLInputElement>(/picture file/);
/** What the browser does when a file is chosen (user-event skips a hidden input). */
async function choose(file: File) {
  await actAsync(() => {
    Object.defineProperty(fileInput(), 'files', { configurable: true, value: [file] });
    fileInput().dispatchEvent(new Event('change', { bubbles: true }));
  });
}

const photo = () => new File(['jpeg bytes'], 'me.jpg', { type: 'image/jpeg' });

beforeEach(() => {
  uploads.length = 0;
  compressed.length = 0;
  URL.createObjectURL = () => 'blob:preview';
  URL.revokeObjectURL = () => {};
});

async function openDialog(kind: PictureKind, mocks: MockLink.MockedResponse[] = []) {
  const user = userEvent.setup();
  renderWithApp(<Harness kind={kind} />, { mocks, user: null, path: '/', route: '/' });
  await user.click(screen.getByRole('button', { name: 'Change picture' }));
  return { user, dialog: await screen.findByRole('dialog') };
}

describe('PictureDialog', () => {
  it("asks for an image first: 'Please select an image first.'", async () => {
    const { user, dialog } = await openDialog('avatar');
    expect(dialog).toHaveAccessibleName('Change profile picture');
    expect(fileInput()).toHaveAttribute('accept', 'image/*');
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(within(dialog).getByText(SELECT_FIRST)).toBeInTheDocument();
    expect(uploads).toHaveLength(0);
  });

  it('refuses a file that is not an image', async () => {
    const { dialog } = await openDialog('avatar');
    await choose(new File(['%PDF'], 'notes.pdf', { type: 'application/pdf' }));
    expect(within(dialog).getByText(IMAGES_ONLY)).toBeInTheDocument();
    expect(within(dialog).queryByRole('img')).not.toBeInTheDocument();
  });

  it('previews, compresses, uploads with progress, stores the URL and closes', async () => {
    const { user, dialog } = await openDialog('avatar', [saved('avatar')]);
    await choose(photo());
    expect(within(dialog).getByRole('img', { name: 'Preview of me.jpg' })).toHaveAttribute('src', 'blob:preview');
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(uploads).toHaveLength(1));
    expect(compressed).toHaveLength(1);
    expect(uploads[0]?.kind).toBe('avatar');
    await actAsync(() => uploads[0]?.progress?.(0.4));
    expect(within(dialog).getByRole('progressbar', { name: 'Uploading 40%' })).toHaveAttribute('aria-valuenow', '40');
    expect(within(dialog).getByRole('button', { name: 'Uploading...' })).toBeDisabled();
    await actAsync(() => uploads[0]?.resolve(stored));
    expect(await screen.findByText('Profile picture updated successfully.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("says 'Failed to update profile picture.' with the upload's reason and stays open", async () => {
    const { user, dialog } = await openDialog('avatar');
    await choose(photo());
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(uploads).toHaveLength(1));
    await actAsync(() => uploads[0]?.reject(new UploadError('Too many uploads. Please try again later.', 429)));
    expect(await screen.findByText('Failed to update profile picture.')).toBeInTheDocument();
    expect(screen.getByText('Too many uploads. Please try again later.')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(within(screen.getByRole('dialog')).getByRole('button', { name: 'Upload' })).toBeEnabled();
  });

  it('changes the banner the same way', async () => {
    const { user, dialog } = await openDialog('banner', [saved('banner')]);
    expect(dialog).toHaveAccessibleName('Change banner');
    await choose(photo());
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(uploads).toHaveLength(1));
    expect(uploads[0]?.kind).toBe('banner');
    await actAsync(() => uploads[0]?.resolve(stored));
    expect(await screen.findByText('Banner updated successfully.')).toBeInTheDocument();
  });
});
