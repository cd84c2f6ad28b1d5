# The app image: one Node process serving the web app, GraphQL, graphql-ws and the REST bridge,
# plus the operator commands as built JavaScript (graphql-server/dist/scripts/*.js, deploy/bootstrap.mjs).
# Node 24 LTS (Node 20 reached its end of life on 2026-04-30; 24 is supported until April 2028).
# On the same build it serves a product page 1.3x and a REST list 2.5x faster than Node 20
# (docs/performance.md, "Where a request's time goes"): its AsyncLocalStorage no longer hooks
# every promise. The server test suite passes on it (SQLite and MariaDB).
ARG NODE_IMAGE=node:24-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
COPY schema/package.json schema/
COPY graphql-server/package.json graphql-server/
COPY web/package.json web/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev

FROM ${NODE_IMAGE}
WORKDIR /app
ENV NODE_ENV=production DATA_DIR=/data
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules node_modules
COPY --from=build /app/schema schema
COPY --from=build /app/graphql-server/package.json graphql-server/
COPY --from=build /app/graphql-server/dist graphql-server/dist
COPY --from=build /app/graphql-server/seed graphql-server/seed
COPY --from=build /app/web/dist web/dist
# The persisted-documents manifest: the server answers its hashes alone (GET /graphql).
COPY --from=build /app/web/persisted-documents.json web/
COPY --from=build /app/deploy deploy
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 4000
# docker-compose.yml checks /readyz with `node -e fetch(...)`: the slim image has no curl.
CMD ["node", "graphql-server/dist/main.js"]
