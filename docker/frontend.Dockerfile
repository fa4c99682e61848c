# Builds one frontend (the shell or a remote, chosen by APP) and serves it as static files.
FROM node:24-bookworm AS build
ARG APP
WORKDIR /repo
COPY . .
RUN npm ci --ignore-scripts && npm run build -w ${APP}

FROM nginx:1.27-alpine
ARG APP
COPY docker/static.nginx.conf /etc/nginx/conf.d/default.conf
COPY --from=build /repo/${APP}/dist /usr/share/nginx/html
