import '@testing-library/jest-dom/jest-globals';
import { describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MessageMailSettingDocument, UpdateMessageMailDocument } from '../../graphql/generated';
import { renderWithApp } from '../../testing/render';
import { member } from '../../testing/users';
import { MESSAGE_MAIL_LABEL, MessageMailSwitch } from './MessageMailSwitch';

describe('MessageMailSwitch', () => {
  it('shows the setting and turns it off through editProfile', async () => {
    const user = userEvent.setup();
    let asked = 0;
    renderWithApp(<MessageMailSwitch />, {
      mocks: [
        {
          request: { query: MessageMailSettingDocument },
          result: { data: { me: { __typename: 'User', id: member.id, emailOnMessages: true } } },
        },
        {
          request: { query: UpdateMessageMailDocument, variables: { emailOnMessages: false } },
          result: () => {
            asked += 1;
            return {
              data: {
                editProfile: {
                  __typename: 'AuthPayload',
                  message: 'Profile updated',
                  user: { __typename: 'User', id: member.id, emailOnMessages: false },
                },
              },
            };
          },
        },
      ],
    });
    const toggle = await screen.findByRole('switch', { name: MESSAGE_MAIL_LABEL });
    await waitFor(() => expect(toggle).toBeChecked());
    await waitFor(() => expect(toggle).toBeEnabled());
    await user.click(toggle);
    await waitFor(() => expect(asked).toBe(1));
    await waitFor(() => expect(toggle).not.toBeChecked());
  });
});
