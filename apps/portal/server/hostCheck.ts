/** Paths a load balancer probes by the instance's own address: answered whatever the Host. */
export const PROBE_PATHS: ReadonlySet<string> = new Set(['/healthz', '/readyz']);

/** The Host values the server answers: the site origin's host, and those configured besides. */
export function allowedHostsOf(siteOrigin: string, extra: readonly string[]): ReadonlySet<string> {
  const site = new URL(siteOrigin);
  const hosts = new Set([site.host.toLowerCase(), ...extra.map((host) => host.toLowerCase())]);
  // The same host with its scheme's default port spelt out (`portal.example.ae:443`).
  if (site.port === '') hosts.add(`${site.hostname}:${site.protocol === 'https:' ? 443 : 80}`);
  return hosts;
}

/**
 * Why a request's Host is refused, or `undefined` when it is answered. The site's origin comes from
 * configuration, never from Host (issue T); refusing other Hosts also keeps the server from being
 * used under a name it does not own (cache poisoning through a CDN that keys on Host, links and
 * redirects for another site). No Host at all is a malformed HTTP/1.1 request: 400. A Host that is
 * not ours: 421 Misdirected Request (RFC 9110 §15.5.20), which tells a client this server does not
 * answer for that name.
 */
export function hostRefusal(
  host: string | null,
  allowed: ReadonlySet<string>,
): 400 | 421 | undefined {
  if (host === null || host.trim() === '') return 400;
  return allowed.has(host.trim().toLowerCase()) ? undefined : 421;
}
