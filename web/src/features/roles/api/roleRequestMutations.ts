import type { ApolloCache } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import {
  DecideRoleRequestDocument,
  MyRoleRequestDocument,
  RequestModeratorRoleDocument,
  type RoleRequestAction,
} from '../../../graphql/generated-lazy';

/** A decided request leaves the cached admin list (the row goes at once, no refetch). */
export function removeRoleRequest(cache: ApolloCache, requestId: string): void {
  cache.modify({
    id: 'ROOT_QUERY',
    fields: {
      roleRequests(existing, { readField }) {
        const list = existing as readonly object[];
        const next = list.filter((ref) => readField('id', ref as never) !== requestId);
        return next.length === list.length ? existing : next;
      },
    },
  });
}

/** A student asks to moderate: their page shows the new request as the server answers it. */
export function useRequestModeratorRole() {
  return useMutation(RequestModeratorRoleDocument, {
    update: (cache, { data: answer }) => {
      if (answer)
        cache.writeQuery({
          query: MyRoleRequestDocument,
          data: { myRoleRequest: answer.requestModeratorRole.request },
        });
    },
  });
}

/** An admin accepts or rejects a request: `requestId` names the row that leaves the list. */
export function useDecideRoleRequest() {
  const [decide] = useMutation(DecideRoleRequestDocument);
  return (requestId: string, userId: string, action: RoleRequestAction) =>
    decide({
      variables: { input: { userId, action } },
      update: (cache) => removeRoleRequest(cache, requestId),
    });
}
