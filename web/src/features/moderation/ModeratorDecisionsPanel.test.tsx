import '@testing-library/jest-dom/jest-globals';
import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { ModeratorDecisionsDocument, ProductEventAction } from '../../graphql/generated';
import { renderWithApp } from '../../testing/render';
import { admin } from '../../testing/users';
import { ModeratorDecisionsPanel } from './ModeratorDecisionsPanel';

const decision = (
  id: string,
  action: ProductEventAction,
  product: { id: string; title: string } | null,
  reason: string | null,
) => ({
  __typename: 'ModerationDecision' as const,
  id,
  action,
  reason,
  createdAt: '2026-11-27T08:00:00.000Z',
  productId: product?.id ?? 'gone',
  product: product ? { __typename: 'Product' as const, ...product } : null,
});

describe('ModeratorDecisionsPanel', () => {
  it("lists a moderator's decisions with their listings, reasons and count", async () => {
    renderWithApp(<ModeratorDecisionsPanel moderatorId="m1" name="Campus Moderator" />, {
      user: admin,
      mocks: [
        {
          request: { query: ModeratorDecisionsDocument, variables: { moderatorId: 'm1', first: 10 } },
          result: {
            data: {
              moderationDecisions: {
                __typename: 'ModerationDecisionConnection',
                totalCount: 2,
                pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: 'c2' },
                nodes: [
                  decision('d2', ProductEventAction.Rejected, { id: 'p2', title: 'Desk fan' }, 'Blurry'),
                  decision('d1', ProductEventAction.Approved, null, null),
                ],
              },
            },
          },
        },
      ],
    });
    const panel = await screen.findByRole('region', { name: "Campus Moderator's moderation decisions (2)" });
    const items = within(panel).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Rejected Desk fan');
    expect(items[0]).toHaveTextContent('Reason: Blurry');
    expect(within(items[0]).getByRole('link', { name: 'Desk fan' })).toHaveAttribute('href', '/product/p2');
    expect(items[1]).toHaveTextContent('Approved a deleted listing');
  });
});
