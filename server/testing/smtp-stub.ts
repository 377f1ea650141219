// A stand-in mail server on loopback for the store's tests: enough SMTP (RFC 5321: EHLO/HELO, MAIL, RCPT, DATA, RSET,
// NOOP, QUIT) for nodemailer to send through it, keeping every accepted message. Told to, it refuses a share of the
// messages at the end of DATA with a 451 (a temporary failure: the client must send it again, and it was not accepted).
import net from "node:net";
import type { AddressInfo } from "node:net";

export interface StubMail {
  from: string;
  to: string[];
  raw: string;
  /** The body as text (quoted-printable decoded, as nodemailer encodes long lines and `=`). */
  text: string;
  /** A header's value, for the tests (Message-ID, Subject...). */
  header(name: string): string | undefined;
}

export interface SmtpStub {
  url: string;
  messages: StubMail[];
  /** Each message is refused with this probability (451), using `random`. */
  failRandomly(rate: number, random?: () => number): void;
  close(): Promise<void>;
}

export async function startSmtpStub(): Promise<SmtpStub> {
  const messages: StubMail[] = [];
  let rate = 0;
  let random = Math.random;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => socket.destroy());
    let buffer = "";
    let data: string[] | undefined;
    let envelope: { from: string; to: string[] } = { from: "", to: [] };
    const say = (line: string) => socket.write(`${line}\r\n`);
    say("220 stub.local ESMTP");
    socket.on("data", (chunk: Buffer) => {
      buffer += chunk.toString("utf8");
      let end: number;
      while ((end = buffer.indexOf("\r\n")) !== -1) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (data) {
          if (line !== ".") {
            data.push(line.startsWith("..") ? line.slice(1) : line);
            continue;
          }
          const raw = data.join("\r\n");
          data = undefined;
          if (rate > 0 && random() < rate) {
            say("451 4.3.0 Temporary failure, try again later");
          } else {
            const [head = "", ...rest] = raw.split("\r\n\r\n");
            const body = rest.join("\r\n\r\n");
            const text = /content-transfer-encoding:\s*quoted-printable/i.test(head)
              ? Buffer.from(
                  body
                    .replace(/=\r\n/g, "")
                    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
                  "latin1",
                ).toString("utf8")
              : body;
            const mail = {
              ...envelope,
              raw,
              text,
              header(name: string) {
                const match = new RegExp(`^${name}:\\s*(.*(?:\\r\\n[ \\t].*)*)`, "im").exec(
                  raw.split("\r\n\r\n")[0] ?? "",
                );
                return match?.[1]?.replace(/\r\n[ \t]/g, " ").trim();
              },
            };
            messages.push(mail);
            say("250 2.0.0 OK queued");
          }
          envelope = { from: "", to: [] };
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === "EHLO") {
          say("250-stub.local");
          say("250 8BITMIME");
        } else if (verb === "HELO" || verb === "NOOP") say("250 OK");
        else if (verb === "RSET") {
          envelope = { from: "", to: [] };
          say("250 OK");
        } else if (verb === "MAIL") {
          envelope.from = /<([^>]*)>/.exec(line)?.[1] ?? "";
          say("250 OK");
        } else if (verb === "RCPT") {
          envelope.to.push(/<([^>]*)>/.exec(line)?.[1] ?? "");
          say("250 OK");
        } else if (verb === "DATA") {
          data = [];
          say("354 End data with <CR><LF>.<CR><LF>");
        } else if (verb === "QUIT") {
          say("221 Bye");
          socket.end();
        } else say("502 Command not implemented");
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `smtp://127.0.0.1:${(server.address() as AddressInfo).port}`,
    messages,
    failRandomly(next, source = Math.random) {
      rate = next;
      random = source;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
