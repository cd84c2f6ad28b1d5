# The app image: one Node process serving the web app, GraphQL, graphql-ws and the REST bridge.
FROM node:20-bookworm-slim AS build
WORKDIR /app
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
COPY schema/package.json schema/
COPY graphql-server/package.json graphql-server/
COPY web/package.json web/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production DATA_DIR=/data
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules node_modules
COPY --from=build /app/schema schema
COPY --from=build /app/graphql-server/package.json graphql-server/
COPY --from=build /app/graphql-server/dist graphql-server/dist
COPY --from=build /app/graphql-server/seed graphql-server/seed
COPY --from=build /app/web/dist web/dist
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 4000
CMD ["node", "graphql-server/dist/main.js"]
