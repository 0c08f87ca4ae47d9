import { BlockList, isIP } from 'node:net';
import type { IncomingMessage } from 'node:http';

/** `::ffff:127.0.0.1` and `127.0.0.1` are one client. */
function normalise(ip: string): string {
  return ip.startsWith('::ffff:') && isIP(ip.slice(7)) === 4 ? ip.slice(7) : ip;
}

/**
 * TRUST_PROXY: the load balancers in front of the BFF, as addresses or CIDR ranges
 * (`10.0.0.0/8,192.168.1.5`). Empty trusts nobody, so `X-Forwarded-For` is ignored.
 */
export function parseTrustedProxies(value: string | undefined): BlockList {
  const list = new BlockList();
  for (const entry of (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)) {
    const [address, prefix] = entry.split('/');
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (!isIP(address) || (prefix !== undefined && !/^\d{1,3}$/.test(prefix)))
      throw new Error(`TRUST_PROXY: "${entry}" is not an address or CIDR range`);
    if (prefix === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(prefix), family);
  }
  return list;
}

const trusted = (proxies: BlockList, ip: string) => proxies.check(ip, isIP(ip) === 6 ? 'ipv6' : 'ipv4');

/**
 * The member's address: the connection's peer, unless that peer is a trusted proxy; then
 * `X-Forwarded-For` is read from the right, skipping trusted proxies, and the first other
 * address is the client (entries left of it could be forged by the client itself).
 */
export function clientAddress(req: IncomingMessage, proxies: BlockList): string {
  let address = normalise(req.socket.remoteAddress ?? '');
  if (!isIP(address) || !trusted(proxies, address)) return address;
  const header = req.headers['x-forwarded-for'];
  const hops = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((hop) => normalise(hop.trim()));
  for (const hop of hops.reverse()) {
    if (!isIP(hop)) break;
    address = hop;
    if (!trusted(proxies, hop)) break;
  }
  return address;
}
