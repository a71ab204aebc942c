import net from 'node:net';

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The message as sent (headers and body). */
  data: string;
}

export interface TestSmtpServer {
  /** smtp://127.0.0.1:<port> */
  url: string;
  /** Mails accepted while up. */
  received: ReceivedMail[];
  /** Connections refused while down (each is one failed delivery attempt). */
  refused: number;
  /** When each was refused (Date.now()). */
  refusedAt: number[];
  /** Down: every connection is greeted with 421 and closed; up: mail is accepted. */
  setDown(down: boolean): void;
  /** How long each mail's acceptance takes (ms; 0 by default), as a real server's does. */
  setAcceptDelay(ms: number): void;
  close(): Promise<void>;
}

/**
 * A small SMTP server speaking enough of RFC 5321 for nodemailer (EHLO, MAIL, RCPT, DATA, RSET,
 * QUIT; no TLS, no AUTH), which can be switched "down": it then answers like a server out of
 * service (421), the temporary failure a real outage gives.
 */
export async function startTestSmtpServer(): Promise<TestSmtpServer> {
  let down = false;
  let acceptDelayMs = 0;
  const state = { received: [] as ReceivedMail[], refusedAt: [] as number[] };
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    const reply = (line: string) => socket.write(`${line}\r\n`);
    if (down) {
      state.refusedAt.push(Date.now());
      reply('421 4.3.2 Service not available, try again later');
      socket.end();
      return;
    }
    let buffer = '';
    let inData = false;
    let mail: ReceivedMail = { from: '', to: [], data: '' };
    reply('220 test-smtp ESMTP ready');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          mail.data = buffer.slice(0, end).replace(/^\.\./gm, '.');
          buffer = buffer.slice(end + 5);
          inData = false;
          state.received.push(mail);
          mail = { from: '', to: [], data: '' };
          if (acceptDelayMs > 0) setTimeout(() => reply('250 2.0.0 Ok: queued'), acceptDelayMs);
          else reply('250 2.0.0 Ok: queued');
          continue;
        }
        const newline = buffer.indexOf('\r\n');
        if (newline < 0) return;
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') {
          socket.write('250-test-smtp\r\n250-8BITMIME\r\n250 SMTPUTF8\r\n');
        } else if (verb === 'HELO') reply('250 test-smtp');
        else if (verb === 'MAIL') {
          mail.from = /<([^>]*)>/.exec(line)?.[1] ?? '';
          reply('250 2.1.0 Ok');
        } else if (verb === 'RCPT') {
          mail.to.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
          reply('250 2.1.5 Ok');
        } else if (verb === 'DATA') {
          inData = true;
          reply('354 End data with <CR><LF>.<CR><LF>');
        } else if (verb === 'RSET') {
          mail = { from: '', to: [], data: '' };
          reply('250 2.0.0 Ok');
        } else if (verb === 'NOOP') reply('250 2.0.0 Ok');
        else if (verb === 'QUIT') {
          reply('221 2.0.0 Bye');
          socket.end();
          return;
        } else reply('502 5.5.2 Command not recognized');
      }
    });
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as net.AddressInfo;
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    received: state.received,
    get refused() {
      return state.refusedAt.length;
    },
    refusedAt: state.refusedAt,
    setDown(value) {
      down = value;
    },
    setAcceptDelay(ms) {
      acceptDelayMs = ms;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      }),
  };
}
