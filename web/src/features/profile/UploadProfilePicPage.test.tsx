import { beforeEach, describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { UpdateProfilePicDocument } from '../../graphql/generated';
import { assertImageFile } from '../../components/images/compressImage';
import type { UploadedImage } from '../../components/images/uploadImage';
import UploadProfilePicPage from './UploadProfilePicPage';
import { renderWithApp } from '../../testing/render';
import { AARAV_ID, auth, sessionUser } from '../../testing/users';
import { actAsync } from '../../testing/actAsync';

const stored: UploadedImage = {
  url: '/uploads/users/me-1024.webp',
  medium: '/uploads/users/me-480.webp',
  thumbnail: '/uploads/users/me-160.webp',
  width: 800,
  height: 800,
};
let uploaded: string[] = [];

function fakeCompress(file: Blob): Promise<File> {
  return new Promise((resolve) => {
    assertImageFile(file);
    resolve(file as File);
  });
}
function fakeUpload(_file: Blob, kind: string): Promise<UploadedImage> {
  uploaded.push(kind);
  return Promise.resolve(stored);
}

const page = <UploadProfilePicPage compress={fakeCompress} upload={fakeUpload} />;
const renderPage = (mocks: MockLink.MockedResponse[], signedIn = true) =>
  renderWithApp(page, {
    mocks,
    user: signedIn ? sessionUser() : null,
    path: '/upload-profile-pic',
    route: '/upload-profile-pic',
  });

const fileInput = () => screen.getByLabelText<HTMLInputElement>('Profile picture file');
async function choose(file: File) {
  await actAsync(() => {
    Object.defineProperty(fileInput(), 'files', { configurable: true, value: [file] });
    fileInput().dispatchEvent(new Event('change', { bubbles: true }));
  });
}

const picUser = {
  __typename: 'User',
  ...sessionUser({ profilePic: stored.url }),
  pendingEmail: null,
  bannerPic: null,
  contactHidden: false,
  createdAt: '2026-08-01T10:00:00.000Z',
};

beforeEach(() => {
  uploaded = [];
  URL.createObjectURL = () => 'blob:preview';
  URL.revokeObjectURL = () => {};
});

describe('UploadProfilePicPage (/upload-profile-pic)', () => {
  it('asks a signed-out visitor to log in first', () => {
    renderPage([], false);
    expect(screen.getByText('Please log in to change your profile picture.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: 'Upload' })).not.toBeInTheDocument();
  });

  it('waits while the session is being checked', () => {
    renderWithApp(page, {
      mocks: [],
      authState: auth(null, 'loading'),
      path: '/upload-profile-pic',
      route: '/upload-profile-pic',
    });
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
  });

  it("says 'Please select an image first.' when nothing is chosen", async () => {
    const user = userEvent.setup();
    renderPage([]);
    expect(fileInput()).toHaveAttribute('accept', 'image/*');
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(screen.getByText('Please select an image first.')).toBeInTheDocument();
    expect(uploaded).toEqual([]);
  });

  it('uploads the chosen picture, says so and goes to the profile', async () => {
    const user = userEvent.setup();
    const saved: MockLink.MockedResponse = {
      request: { query: UpdateProfilePicDocument, variables: { input: { url: stored.url } } },
      result: {
        data: { updateProfilePic: { __typename: 'AuthPayload', message: 'Profile picture updated', user: picUser } },
      },
    };
    renderPage([saved]);
    await choose(new File(['jpeg'], 'me.jpg', { type: 'image/jpeg' }));
    expect(screen.getByRole('img', { name: 'Preview of me.jpg' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Profile picture updated successfully.')).toBeInTheDocument();
    expect(uploaded).toEqual(['avatar']);
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(`/profile/${AARAV_ID}`));
  });

  it("says 'Failed to update profile picture.' when the server refuses and stays", async () => {
    const user = userEvent.setup();
    const refused: MockLink.MockedResponse = {
      request: { query: UpdateProfilePicDocument, variables: { input: { url: stored.url } } },
      result: {
        errors: [
          {
            message: 'Use a picture uploaded to this site',
            extensions: { code: 'BAD_USER_INPUT', fields: { url: 'Use a picture uploaded to this site' } },
          },
        ],
      },
    };
    renderPage([refused]);
    await choose(new File(['jpeg'], 'me.jpg', { type: 'image/jpeg' }));
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Failed to update profile picture.')).toBeInTheDocument();
    expect(screen.getByText('Use a picture uploaded to this site')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/upload-profile-pic');
  });
});
