# The bot for servers: see docker-compose.yml (PostgreSQL next to it).
FROM node:24-bookworm-slim

WORKDIR /app
ENV NODE_ENV=production \
    NPM_CONFIG_UPDATE_NOTIFIER=false \
    DATA_DIR=/app/data

# Dependencies first, so that code changes do not reinstall them. The
# postinstall script runs `prisma generate`, which needs the schema and config.
COPY package.json package-lock.json prisma.config.ts ./
COPY prisma ./prisma
RUN npm ci --omit=dev && npm cache clean --force

COPY . .
RUN mkdir -p "$DATA_DIR" && chown node:node "$DATA_DIR"
USER node

# Migrates the database, then connects to Discord. SIGTERM (docker stop)
# finishes the interactions in progress and closes everything cleanly.
CMD ["npm", "start"]
