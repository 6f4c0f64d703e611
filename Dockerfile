# The portal's image (decision 122): the three services compiled to JavaScript (npm run build:server),
# the SPA built (npm run build), on the production dependencies alone. One image, one command per
# service (compose.yaml runs them so):
#   node --enable-source-maps dist-server/gateway.js     the gateway and the SPA, PORT 8080
#   node --enable-source-maps dist-server/ministry.js    the sandbox ministry, MINISTRY_PORT 8081
#   node --enable-source-maps dist-server/face-id.js     the face-ID service, FACE_ID_PORT 8082
# Configuration is the environment (README "Configuration").

FROM node:20.20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm run build:server

FROM node:20.20-bookworm-slim AS runtime
ENV NODE_ENV=production
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
# What the services read at run time besides their bundles (ministry/project-root.ts).
COPY locales ./locales
COPY schema ./schema
COPY ministry/db/migrations ./ministry/db/migrations
COPY ministry/db/seed/photos ./ministry/db/seed/photos
COPY --from=build /app/dist ./dist
COPY --from=build /app/dist-server ./dist-server
RUN mkdir -p .data && chown node:node .data
USER node
EXPOSE 8080 8081 8082
CMD ["node", "--enable-source-maps", "dist-server/gateway.js"]
