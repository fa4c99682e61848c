/**
 * Who may read GET /metrics: with METRICS_TOKEN set, whoever sends it as a bearer token; without
 * one, only loopback and private-network addresses (a Prometheus beside the API, never a visitor).
 * The address is Express's req.ip: behind the gateway (TRUST_PROXY) the client's as the gateway saw
 * it, so a request relayed from outside is refused here too, not only by the gateway's rule.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { BlockList, isIPv4 } from 'node:net';
import { METRICS_ACCESS } from '@diet/contracts/messages';
import { ApiError } from '../common/api-error';

const INTERNAL = new BlockList();
INTERNAL.addSubnet('127.0.0.0', 8, 'ipv4');
INTERNAL.addSubnet('10.0.0.0', 8, 'ipv4');
INTERNAL.addSubnet('172.16.0.0', 12, 'ipv4');
INTERNAL.addSubnet('192.168.0.0', 16, 'ipv4');
INTERNAL.addAddress('::1', 'ipv6');
INTERNAL.addSubnet('fc00::', 7, 'ipv6');

export function isInternalAddress(address: string | undefined): boolean {
  if (!address) return false;
  // An IPv4 client of a dual-stack socket arrives as ::ffff:a.b.c.d.
  const v4 = address.replace(/^::ffff:/i, '');
  if (isIPv4(v4)) return INTERNAL.check(v4, 'ipv4');
  try {
    return INTERNAL.check(address, 'ipv6');
  } catch {
    return false;
  }
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Throws the refusal (401 or 403) unless the request may read the metrics. */
export function checkMetricsAccess(
  token: string | null,
  authorization: string | undefined,
  address: string | undefined,
): void {
  if (token) {
    const sent = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
    // Compared as digests: equal lengths, and no timing clue to the token.
    if (sent === undefined || !timingSafeEqual(digest(sent), digest(token)))
      throw new ApiError(401, METRICS_ACCESS.tokenRequired);
    return;
  }
  if (!isInternalAddress(address)) throw new ApiError(403, METRICS_ACCESS.internalOnly);
}
