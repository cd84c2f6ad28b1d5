import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import {
  CreateWebhookDocument,
  RotateWebhookSecretDocument,
  DeleteWebhookDocument,
  WebhookDeliveriesDocument,
  WebhookDeliveryStatus,
  WebhookEvent,
  WebhooksDocument,
} from '../../graphql/generated-lazy';
import { holdAnswers } from '../../testing/heldAnswers';
import { appCache, renderWithApp } from '../../testing/render';
import WebhooksPage from './WebhooksPage';

const hook = {
  __typename: 'Webhook',
  id: 'w1',
  url: 'https://hostel.example/hooks',
  events: [WebhookEvent.ProductApproved],
  enabled: true,
  disabledReason: null,
  previousSecretExpiresAt: null as string | null,
  createdAt: '2026-11-20T10:00:00.000Z',
};
const list = (hooks: (typeof hook)[]): MockLink.MockedResponse => ({
  request: { query: WebhooksDocument },
  result: { data: { webhooks: hooks } },
});
const delivery = (status: WebhookDeliveryStatus, statusCode: number | null) => ({
  __typename: 'WebhookDelivery',
  id: 'd2',
  event: WebhookEvent.ProductApproved,
  status,
  createdAt: '2026-11-20T11:00:00.000Z',
  nextRetryAt: null,
  attempts:
    statusCode === null
      ? []
      : [
          {
            __typename: 'WebhookAttempt',
            attemptedAt: '2026-11-20T11:00:01.000Z',
            statusCode,
            error: null,
            nextRetryAt: null,
          },
        ],
});
const deliveriesAre = (nodes: ReturnType<typeof delivery>[]): MockLink.MockedResponse => ({
  request: { query: WebhookDeliveriesDocument, variables: { webhookId: 'w1', first: 10 } },
  result: {
    data: {
      webhookDeliveries: {
        __typename: 'WebhookDeliveryConnection',
        pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
        nodes,
      },
    },
  },
});
const deliveries: MockLink.MockedResponse = {
  request: { query: WebhookDeliveriesDocument, variables: { webhookId: 'w1', first: 10 } },
  result: {
    data: {
      webhookDeliveries: {
        __typename: 'WebhookDeliveryConnection',
        pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
        nodes: [
          {
            __typename: 'WebhookDelivery',
            id: 'd1',
            event: WebhookEvent.ProductApproved,
            status: WebhookDeliveryStatus.Pending,
            createdAt: '2026-11-20T10:00:00.000Z',
            nextRetryAt: '2026-11-20T10:05:00.000Z',
            attempts: [
              {
                __typename: 'WebhookAttempt',
                attemptedAt: '2026-11-20T10:00:00.000Z',
                statusCode: 500,
                error: null,
                nextRetryAt: '2026-11-20T10:05:00.000Z',
              },
            ],
          },
        ],
      },
    },
  },
};

describe('WebhooksPage', () => {
  it('lists endpoints; a row opens its deliveries with the last status and the next try', async () => {
    const user = userEvent.setup();
    renderWithApp(<WebhooksPage />, {
      cache: appCache(null),
      mocks: [list([hook]), deliveries],
      path: '/admin/webhooks',
    });
    const row = await screen.findByRole('listitem', { name: hook.url });
    expect(within(row).getByText('product.approved')).toBeInTheDocument();
    expect(within(row).getByText('Enabled')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Deliveries' }));
    const delivery = await screen.findByRole('list', { name: `Deliveries to ${hook.url}` });
    expect(within(delivery).getByText(/1 attempt, last .*: HTTP 500/)).toBeInTheDocument();
    expect(within(delivery).getByText(/Next try/)).toBeInTheDocument();
    expect(within(delivery).getByRole('button', { name: /^Redeliver product\.approved/ })).toBeInTheDocument();
  });

  it('adds an endpoint and shows its secret once', async () => {
    const user = userEvent.setup();
    const created: MockLink.MockedResponse = {
      request: {
        query: CreateWebhookDocument,
        variables: { input: { url: hook.url, events: [WebhookEvent.ProductApproved] } },
      },
      result: { data: { createWebhook: { __typename: 'CreatedWebhook', secret: 'whsec_abc', webhook: hook } } },
    };
    renderWithApp(<WebhooksPage />, {
      cache: appCache(null),
      mocks: [list([]), created, list([hook])],
      path: '/admin/webhooks',
    });
    expect(await screen.findByText('No webhooks yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));
    expect(screen.getByText('Choose at least one event')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Endpoint URL/ }), hook.url);
    await user.click(screen.getByRole('checkbox', { name: /product\.approved/ }));
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));
    expect(await screen.findByLabelText('Signing secret')).toHaveTextContent('whsec_abc');
    expect(screen.getByRole('button', { name: 'Copy secret' })).toBeInTheDocument();
    expect(await screen.findByRole('listitem', { name: hook.url })).toBeInTheDocument();
  });

  it('rotates the secret and shows the new one once, with until when the old one signs too', async () => {
    const user = userEvent.setup();
    const rotated: MockLink.MockedResponse = {
      request: { query: RotateWebhookSecretDocument, variables: { id: 'w1' } },
      result: {
        data: {
          rotateWebhookSecret: {
            __typename: 'RotatedWebhookSecret',
            message: 'Secret rotated: the previous one signs too for 24 hours',
            secret: 'whsec_new',
            webhook: { ...hook, previousSecretExpiresAt: '2026-11-21T10:00:00.000Z' },
          },
        },
      },
    };
    renderWithApp(<WebhooksPage />, { cache: appCache(null), mocks: [list([hook]), rotated], path: '/admin/webhooks' });
    const row = await screen.findByRole('listitem', { name: hook.url });
    expect(within(row).getByRole('button', { name: `Send test event to ${hook.url}` })).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: `Rotate secret of ${hook.url}` }));
    expect(await within(row).findByLabelText('Signing secret')).toHaveTextContent('whsec_new');
    expect(within(row).getByText(/signed with the previous secret too/)).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Copy secret' })).toBeInTheDocument();
  });

  it('lists the new endpoint as soon as it is created, before the list is read again', async () => {
    const user = userEvent.setup();
    const held = holdAnswers('Webhooks');
    const created: MockLink.MockedResponse = {
      request: {
        query: CreateWebhookDocument,
        variables: { input: { url: hook.url, events: [WebhookEvent.ProductApproved] } },
      },
      result: { data: { createWebhook: { __typename: 'CreatedWebhook', secret: 'whsec_abc', webhook: hook } } },
    };
    renderWithApp(<WebhooksPage />, {
      cache: appCache(null),
      held,
      mocks: [list([]), created, list([hook])],
      path: '/admin/webhooks',
    });
    await held.answer('Webhooks');
    expect(await screen.findByText('No webhooks yet.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Endpoint URL/ }), hook.url);
    await user.click(screen.getByRole('checkbox', { name: /product\.approved/ }));
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));
    expect(await screen.findByLabelText('Signing secret')).toHaveTextContent('whsec_abc');
    // The list's refetch is still held: the row comes from the creation's answer.
    expect(screen.getByRole('listitem', { name: hook.url })).toBeInTheDocument();
    expect(screen.queryByText('No webhooks yet.')).toBeNull();
    await held.answer('Webhooks');
    expect(screen.getAllByRole('listitem', { name: hook.url })).toHaveLength(1);
  });

  it('follows a queued delivery in the open list until it is tried, without reopening it', async () => {
    const user = userEvent.setup();
    renderWithApp(<WebhooksPage />, {
      cache: appCache(null),
      mocks: [
        list([hook]),
        deliveriesAre([delivery(WebhookDeliveryStatus.Pending, null)]),
        deliveriesAre([delivery(WebhookDeliveryStatus.Delivered, 200)]),
      ],
      path: '/admin/webhooks',
    });
    const row = await screen.findByRole('listitem', { name: hook.url });
    await user.click(within(row).getByRole('button', { name: 'Deliveries' }));
    const shown = await screen.findByRole('list', { name: `Deliveries to ${hook.url}` });
    expect(within(shown).getByText('Pending')).toBeInTheDocument();
    expect(within(shown).getByText('Not sent yet')).toBeInTheDocument();
    // Asked again after POLL_MS: the same list now says it went through.
    expect(await within(shown).findByText('Delivered')).toBeInTheDocument();
    expect(within(shown).getByText(/1 attempt, last .*: HTTP 200/)).toBeInTheDocument();
  });

  it('deletes an endpoint only once confirmed; Cancel sends nothing', async () => {
    const user = userEvent.setup();
    let sent = 0;
    const deleted: MockLink.MockedResponse = {
      request: { query: DeleteWebhookDocument, variables: { id: 'w1' } },
      result: () => {
        sent += 1;
        return { data: { deleteWebhook: { __typename: 'MessagePayload', message: 'Webhook deleted' } } };
      },
    };
    renderWithApp(<WebhooksPage />, { cache: appCache(null), mocks: [list([hook]), deleted], path: '/admin/webhooks' });
    const row = await screen.findByRole('listitem', { name: hook.url });
    await user.click(within(row).getByRole('button', { name: `Delete webhook ${hook.url}` }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete this webhook?' });
    expect(dialog).toHaveTextContent(hook.url);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toBe(0);
    expect(screen.getByRole('listitem', { name: hook.url })).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: `Delete webhook ${hook.url}` }));
    dialog = await screen.findByRole('dialog', { name: 'Delete this webhook?' });
    expect(sent).toBe(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No webhooks yet.')).toBeInTheDocument();
    expect(sent).toBe(1);
  });
});
