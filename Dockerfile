# The app image used by docker-compose.yml (PostgreSQL runs in its own container).
FROM node:20-bookworm-slim
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
