# The app image used by docker-compose.yml (PostgreSQL runs in its own container).
FROM node:20-bookworm-slim
# pg_dump, pg_restore, pg_basebackup and pg_receivewal of PostgreSQL 18, the server's major version
# (docker-compose.yml runs postgres:18; pg_dump refuses a newer server and bookworm's own client is
# 15): the nightly backup and `npm run backup` (docs/operations.md). Package postgresql-client-18 of
# the PostgreSQL apt repository, set up as its download page for Debian describes, the repository
# key checked against its published fingerprint. backend/src/modules/operations/pg-tools.ts finds
# the programs in /usr/lib/postgresql/18/bin.
ARG PG_MAJOR=18
RUN set -eux; \
  apt-get update; \
  apt-get install -y --no-install-recommends ca-certificates curl gnupg; \
  install -d /usr/share/postgresql-common/pgdg; \
  curl -fsSL -o /usr/share/postgresql-common/pgdg/apt.postgresql.org.asc https://www.postgresql.org/media/keys/ACCC4CF8.asc; \
  GNUPGHOME="$(mktemp -d)" gpg --show-keys --with-colons /usr/share/postgresql-common/pgdg/apt.postgresql.org.asc \
    | grep -q '^fpr:::::::::B97B0AFCAA1A47F044F244A07FCC7D46ACCC4CF8:$'; \
  . /etc/os-release; \
  echo "deb [signed-by=/usr/share/postgresql-common/pgdg/apt.postgresql.org.asc] https://apt.postgresql.org/pub/repos/apt ${VERSION_CODENAME}-pgdg main" \
    > /etc/apt/sources.list.d/pgdg.list; \
  apt-get update; \
  apt-get install -y --no-install-recommends "postgresql-client-${PG_MAJOR}"; \
  apt-get purge -y --auto-remove curl gnupg; \
  rm -rf /var/lib/apt/lists/*; \
  for tool in pg_dump pg_restore pg_basebackup pg_receivewal; do \
    "/usr/lib/postgresql/${PG_MAJOR}/bin/$tool" --version | grep -q " ${PG_MAJOR}\."; \
  done
RUN npm install -g npm@11
WORKDIR /app
COPY package.json package-lock.json ./
COPY backend/package.json backend/
COPY frontend/package.json frontend/
RUN npm ci
COPY . .
RUN npm run build
ENV PORT=3000
EXPOSE 3000
CMD ["npm", "run", "start:prod", "-w", "backend"]
