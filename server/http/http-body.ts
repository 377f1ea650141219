// Reading a request's body within a limit, for every endpoint that takes one (the enquiry receiver, the checkout, the
// Stripe webhook): a declared length over the limit is refused before reading, and a body that grows past it while
// streaming stops being read. The bytes come back untouched (the webhook's signature is over the raw body).
import type { IncomingMessage } from "node:http";

export class BodyTooLarge extends Error {}

export async function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = Number(req.headers["content-length"] ?? 0);
  if (declared > limit) throw new BodyTooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  // A request with no encoding set yields Buffers.
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw new BodyTooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}
