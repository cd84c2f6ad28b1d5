import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import './graphiql.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { GraphiQL } from 'graphiql';
import { campusFetcher } from './fetcher';

const defaultQuery = `# Campus Market GraphQL API.
# Requests carry this browser's session:
# sign in on the site first to act as yourself.

query Me {
  me {
    id
    name
    role
    isVerified
  }
}
`;

const root = document.getElementById('graphiql');
if (!root) throw new Error('The #graphiql element is missing from graphiql.html');

createRoot(root).render(
  <StrictMode>
    <GraphiQL fetcher={campusFetcher} defaultQuery={defaultQuery} />
  </StrictMode>,
);
