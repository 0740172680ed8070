import { isIPv4, isIPv6 } from 'node:net'

/**
 * Whether the link-preview fetcher may connect to an IP address: only to one that is reachable on the
 * public internet. Anything else (this machine, the private networks around it, the cloud's metadata
 * service, multicast, documentation and reserved space) is named by the range that holds it, so a
 * refusal can say why. IPv6 addresses that carry an IPv4 address (IPv4-mapped, NAT64, 6to4) are judged
 * by the IPv4 address they lead to. Pure: no DNS, no I/O.
 */
export type AddressClass =
  | 'public'
  | 'invalid'
  | 'unspecified'
  | 'this_network'
  | 'loopback'
  | 'private'
  | 'shared'
  | 'link_local'
  | 'protocol_assignments'
  | 'documentation'
  | 'relay_6to4'
  | 'benchmarking'
  | 'multicast'
  | 'reserved'
  | 'broadcast'
  | 'scoped'
  | 'nat64_local'
  | 'teredo'
  | 'discard'
  | 'unique_local'
  | 'site_local'
  | 'segment_routing'

interface Range {
  bytes: Uint8Array
  bits: number
  name: Exclude<AddressClass, 'public'>
}

// IANA's IPv4 special-purpose registry (RFC 6890 and after), less the few ranges in it that are
// globally reachable anycast (AS112, AMT), which no page is served from anyway.
const IPV4_RANGES: Range[] = [
  range('255.255.255.255/32', 'broadcast'),
  range('0.0.0.0/8', 'this_network'),
  range('10.0.0.0/8', 'private'),
  range('100.64.0.0/10', 'shared'),
  range('127.0.0.0/8', 'loopback'),
  // Holds 169.254.169.254, the metadata service of most clouds.
  range('169.254.0.0/16', 'link_local'),
  range('172.16.0.0/12', 'private'),
  range('192.0.0.0/24', 'protocol_assignments'),
  range('192.0.2.0/24', 'documentation'),
  range('192.88.99.0/24', 'relay_6to4'),
  range('192.168.0.0/16', 'private'),
  range('198.18.0.0/15', 'benchmarking'),
  range('198.51.100.0/24', 'documentation'),
  range('203.0.113.0/24', 'documentation'),
  range('224.0.0.0/4', 'multicast'),
  range('240.0.0.0/4', 'reserved'),
]

// Checked in order; an address in none of them is public only inside 2000::/3, the global unicast space.
const IPV6_RANGES: Range[] = [
  range('::/128', 'unspecified'),
  range('::1/128', 'loopback'),
  range('64:ff9b:1::/48', 'nat64_local'),
  range('100::/64', 'discard'),
  range('2001::/32', 'teredo'),
  // IETF protocol assignments: benchmarking, ORCHID and the like; nothing a page is served from.
  range('2001::/23', 'protocol_assignments'),
  range('2001:db8::/32', 'documentation'),
  range('3fff::/20', 'documentation'),
  range('5f00::/16', 'segment_routing'),
  range('fc00::/7', 'unique_local'),
  range('fe80::/10', 'link_local'),
  range('fec0::/10', 'site_local'),
  range('ff00::/8', 'multicast'),
]

// IPv6 prefixes whose address carries an IPv4 address, and where that address starts.
const IPV4_CARRIERS: { prefix: Range; at: number }[] = [
  { prefix: range('::ffff:0:0/96', 'reserved'), at: 12 },
  { prefix: range('64:ff9b::/96', 'reserved'), at: 12 },
  { prefix: range('2002::/16', 'reserved'), at: 2 },
]
const GLOBAL_UNICAST = range('2000::/3', 'reserved')

/** The class of an IP address as text (what DNS answers or a URL's host holds, brackets removed). */
export function classifyAddress(address: string): AddressClass {
  if (isIPv4(address)) return classifyIPv4(parseIPv4(address))
  // A zone (fe80::1%eth0) names one link of this machine: never a public address.
  if (address.includes('%')) return isIPv6(address.slice(0, address.indexOf('%'))) ? 'scoped' : 'invalid'
  if (!isIPv6(address)) return 'invalid'
  return classifyIPv6(parseIPv6(address))
}

export function isPublicAddress(address: string): boolean {
  return classifyAddress(address) === 'public'
}

function classifyIPv4(bytes: Uint8Array): AddressClass {
  return IPV4_RANGES.find((r) => inRange(bytes, r))?.name ?? 'public'
}

function classifyIPv6(bytes: Uint8Array): AddressClass {
  for (const { prefix, at } of IPV4_CARRIERS) {
    if (inRange(bytes, prefix)) return classifyIPv4(bytes.subarray(at, at + 4))
  }
  const special = IPV6_RANGES.find((r) => inRange(bytes, r))
  if (special) return special.name
  return inRange(bytes, GLOBAL_UNICAST) ? 'public' : 'reserved'
}

function inRange(bytes: Uint8Array, r: Range): boolean {
  if (bytes.length !== r.bytes.length) return false
  const whole = Math.floor(r.bits / 8)
  for (let i = 0; i < whole; i++) if (bytes[i] !== r.bytes[i]) return false
  const rest = r.bits % 8
  if (rest === 0) return true
  const mask = (0xff << (8 - rest)) & 0xff
  return (bytes[whole]! & mask) === (r.bytes[whole]! & mask)
}

function range(cidr: string, name: Range['name']): Range {
  const [address, bits] = cidr.split('/') as [string, string]
  return { bytes: isIPv4(address) ? parseIPv4(address) : parseIPv6(address), bits: Number(bits), name }
}

/** Four bytes of a dotted-quad address that isIPv4 accepted. */
function parseIPv4(address: string): Uint8Array {
  return Uint8Array.from(address.split('.').map(Number))
}

/** Sixteen bytes of an address that isIPv6 accepted, with or without a trailing dotted quad. */
function parseIPv6(address: string): Uint8Array {
  let text = address
  const lastColon = text.lastIndexOf(':')
  if (text.includes('.', lastColon)) {
    const q = parseIPv4(text.slice(lastColon + 1))
    text = `${text.slice(0, lastColon + 1)}${((q[0]! << 8) | q[1]!).toString(16)}:${((q[2]! << 8) | q[3]!).toString(16)}`
  }
  const [head, tail] = text.includes('::') ? text.split('::') : [text, undefined]
  const hextets = (part: string | undefined) =>
    part ? part.split(':').map((h) => Number.parseInt(h, 16)) : []
  const front = hextets(head)
  const back = hextets(tail)
  const middle = tail === undefined ? [] : new Array<number>(8 - front.length - back.length).fill(0)
  const bytes = new Uint8Array(16)
  ;[...front, ...middle, ...back].forEach((group, i) => {
    bytes[i * 2] = group >> 8
    bytes[i * 2 + 1] = group & 0xff
  })
  return bytes
}
