// Whether a TCP port is free, and what holds it when it is not: the message an operator needs when a
// leftover server blocks a start (scripts/lib/stack.mjs, edge/run.mjs), and npm test's choice of a
// free block of ports for the browser suites (scripts/test.mjs).
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import net from 'node:net';

/** True when nothing listens on `port` (IPv4 or IPv6, any address). */
export function isPortFree(port) {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    // No host: the dual-stack wildcard, which collides with a listener on 127.0.0.1, ::1 or any.
    probe.listen(port, () => probe.close(() => resolve(true)));
  });
}

/** Throws "port N is already in use by pid P (command): stop what runs there first" when it is. */
export async function assertPortFree(port) {
  if (await isPortFree(port)) return;
  const holder = portHolder(port);
  throw new Error(`port ${port} is already in use${holder ? ` by ${holder}` : ''}: stop what runs there first`);
}

/** The first of `bases` whose ports (base + each of `offsets`) are all free, or undefined. */
export async function firstFreeBase(bases, offsets) {
  for (const base of bases) {
    let free = true;
    for (const offset of offsets) {
      if (!(await isPortFree(base + offset))) {
        free = false;
        break;
      }
    }
    if (free) return base;
  }
  return undefined;
}

// /proc/net/tcp's socket states that can hold a local port.
const TCP_STATES = { '01': 'a connection', '06': 'a closing connection (TIME_WAIT)', '08': 'a connection (CLOSE_WAIT)', '0A': 'listening' };

/**
 * What holds `port`, from Linux's /proc: "pid 123 (node scripts/start.mjs), listening", a client
 * connection's local port ("pid 9 (…), a connection"), or "a closing connection (TIME_WAIT)"; null
 * where nothing there holds it or /proc is missing or unreadable (another OS, another user).
 */
export function portHolder(port) {
  try {
    /** @type {Array<{ state: string, inode: string }>} */
    const sockets = [];
    for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
      for (const line of readFileSync(table, 'utf8').split('\n').slice(1)) {
        // local_address is ADDRESS:PORT in hex, field 3 the state, field 9 the socket's inode.
        const fields = line.trim().split(/\s+/);
        if (Number.parseInt(fields[1]?.split(':')[1] ?? '', 16) === port && fields[3] in TCP_STATES) sockets.push({ state: fields[3], inode: fields[9] });
      }
    }
    // A listener first: that is what "in use" usually means.
    const socket = sockets.find(({ state }) => state === '0A') ?? sockets[0];
    if (!socket) return null;
    const what = TCP_STATES[socket.state];
    if (socket.inode === '0') return what;
    for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
      if (socketsOf(pid).includes(`socket:[${socket.inode}]`)) {
        const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean).join(' ');
        return `pid ${pid} (${command.length > 120 ? `${command.slice(0, 117)}...` : command}), ${what}`;
      }
    }
    return what;
  } catch {
    // no /proc here
  }
  return null;
}

/** What the open files of process `pid` point at ("socket:[123]", paths); [] when it is gone or not ours. */
function socketsOf(pid) {
  try {
    return readdirSync(`/proc/${pid}/fd`).map((fd) => {
      try {
        return readlinkSync(`/proc/${pid}/fd/${fd}`);
      } catch {
        return ''; // closed meanwhile
      }
    });
  } catch {
    return [];
  }
}
