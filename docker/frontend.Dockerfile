# Builds one frontend (the shell or a remote, chosen by APP) and serves it as static files.
FROM node:24-bookworm AS build
ARG APP
WORKDIR /repo
COPY . .
RUN npm ci --ignore-scripts && npm run build -w ${APP}

# Alpine's own nginx (1.28 or newer, a line that still gets fixes) with its brotli module, so the
# build's .br copies are sent (brotli_static); the official nginx images have no brotli module, and
# Alpine's module does not load into their nginx (another build). Its nginx.conf loads
# /etc/nginx/modules/*.conf and includes /etc/nginx/http.d/*.conf. It runs unprivileged, on 8080.
FROM alpine:3.23
RUN apk add --no-cache nginx nginx-mod-http-brotli \
  && ln -sf /dev/stdout /var/log/nginx/access.log \
  && ln -sf /dev/stderr /var/log/nginx/error.log \
  && mkdir -p /run/nginx \
  && chown -R nginx:nginx /run/nginx /var/lib/nginx /var/log/nginx
ARG APP
COPY docker/static.nginx.conf /etc/nginx/http.d/default.conf
COPY --from=build /repo/${APP}/dist /usr/share/nginx/html
# Fails the image build when the module or the configuration is missing.
RUN nginx -t
USER nginx
EXPOSE 8080
STOPSIGNAL SIGQUIT
CMD ["nginx", "-g", "daemon off;"]
