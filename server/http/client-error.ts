// The answers Node's HTTP parser gives on its own (a malformed request, a header block too large, a client too slow),
// written here instead so that they carry the same security headers as every other answer.
import { STATUS_CODES } from "node:http";
import type { Duplex } from "node:stream";
import { STATIC_SECURITY_HEADERS } from "./headers.ts";

/** The status Node itself would answer for a parser or timeout error. */
export function clientErrorStatus(code: string | undefined): number {
  if (code === "HPE_HEADER_OVERFLOW") return 431;
  if (code === "HPE_CHUNK_EXTENSIONS_OVERFLOW") return 413;
  if (code === "ERR_HTTP_REQUEST_TIMEOUT") return 408;
  return 400;
}

/** The whole raw answer: status line, the security headers, an empty body, and the connection closed. */
export function clientErrorResponse(status: number): string {
  const headers = {
    ...STATIC_SECURITY_HEADERS,
    // Nothing in this answer may load or run anything.
    "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'",
    "Cache-Control": "no-store",
    Connection: "close",
    "Content-Length": "0",
  };
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
  return `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? "Error"}\r\n${lines.join("\r\n")}\r\n\r\n`;
}

/**
 * The server's `clientError` listener, doing what Node does without one (answer when nothing was written on the
 * connection yet, then close it), with the headers. A connection reset by the client gets no answer.
 */
export function answerClientError(error: Error & { code?: string }, socket: Duplex & { bytesWritten?: number }): void {
  if (error.code !== "ECONNRESET" && socket.writable && !socket.bytesWritten)
    socket.write(clientErrorResponse(clientErrorStatus(error.code)));
  socket.destroy(error);
}
