import { Registry } from 'prom-client';
import { HttpRequestMetrics } from './http-request-metrics';

describe('HttpRequestMetrics', () => {
  it('writes Prometheus histogram lines: cumulative buckets (a bound includes itself), +Inf, sum and count', async () => {
    const registry = new Registry();
    const metrics = new HttpRequestMetrics(registry);
    for (const seconds of [0.005, 0.02, 30]) metrics.record('GET', '/api/events/:id', 200, seconds);
    metrics.record('POST', '/api/contact', 201, 0.1);
    const lines = (await registry.metrics()).split('\n');
    const line = (start: string) => lines.find((l) => l.startsWith(start));
    const events = 'method="GET",route="/api/events/:id",status="200"';
    expect(lines).toContain('# TYPE http_requests_total counter');
    expect(lines).toContain('# TYPE http_request_duration_seconds histogram');
    expect(line(`http_requests_total{${events}}`)).toBe(`http_requests_total{${events}} 3`);
    expect(line(`http_request_duration_seconds_bucket{${events},le="0.005"}`)).toMatch(/ 1$/);
    expect(line(`http_request_duration_seconds_bucket{${events},le="0.025"}`)).toMatch(/ 2$/);
    expect(line(`http_request_duration_seconds_bucket{${events},le="10"}`)).toMatch(/ 2$/);
    expect(line(`http_request_duration_seconds_bucket{${events},le="+Inf"}`)).toMatch(/ 3$/);
    expect(line(`http_request_duration_seconds_sum{${events}}`)).toBe(
      `http_request_duration_seconds_sum{${events}} 30.025`,
    );
    expect(line(`http_request_duration_seconds_count{method="POST",route="/api/contact",status="201"}`)).toMatch(/ 1$/);
  });
});
