# The docs site and its MCP endpoint from one stateless process (scripts/serve-site.mjs): the exported pages,
# POST /mcp (docs-mcp over Streamable HTTP) and GET /healthz. Nothing is kept between requests, so any number of
# copies can run behind a load balancer.
#
#   docker build --build-arg NEXT_PUBLIC_SITE_URL=https://docs.example.com -t platform-docs .
#   docker run -p 3000:3000 platform-docs
#
# NEXT_PUBLIC_SITE_URL (required) is the public address the site is read at: canonical links, the sitemap, the
# Markdown twins and the links in MCP answers are written with it at build time. NEXT_PUBLIC_PLATFORM_API_URL and
# NEXT_PUBLIC_AUTH_URL (optional) point the API-settings widget at a platform other than the one in
# apps/docs/site.config.ts. At run time: PORT (3000) and HOST (0.0.0.0 here).
FROM node:20-bookworm-slim AS build
WORKDIR /app
ARG NEXT_PUBLIC_SITE_URL
ARG NEXT_PUBLIC_PLATFORM_API_URL
ARG NEXT_PUBLIC_AUTH_URL
ENV NEXT_TELEMETRY_DISABLED=1
RUN test -n "$NEXT_PUBLIC_SITE_URL" || { echo "Set the public site URL: --build-arg NEXT_PUBLIC_SITE_URL=https://…" >&2; exit 1; }
# The build draws the mermaid diagrams with Debian's Chromium (apps/docs/local/chromium.mjs).
RUN apt-get update && apt-get install -y --no-install-recommends chromium && rm -rf /var/lib/apt/lists/*
COPY . .
# npm ci runs each workspace's prepare (docs-mcp's data bundle included); both are then rebuilt for the site URL.
# The workspaces stay installed as they are: the server imports the site's serve.mjs and docs-mcp by name.
RUN npm ci \
  && NEXT_PUBLIC_SITE_URL="$NEXT_PUBLIC_SITE_URL" npm run build -w packages/docs-mcp \
  && NEXT_PUBLIC_SITE_URL="$NEXT_PUBLIC_SITE_URL" npm run build -w apps/docs

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000
COPY --from=build /app /app
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
CMD ["node", "scripts/serve-site.mjs"]
