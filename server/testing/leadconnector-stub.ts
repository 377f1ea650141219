// A stand-in for GoHighLevel's LeadConnector API v2 on loopback, for the outbox's tests. It enforces the contract the
// site relies on (bearer token, Version header, JSON bodies, locationId, the known fields, existing contacts and
// pipeline stages) and answers in the documented shapes; and it fails the way the real service fails when told to:
// 429 with Retry-After, 500, 401, a request that hangs, or a write whose answer is lost.
import { randomUUID } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

export type StubFailure =
  | { status: 429; retryAfterSeconds: number }
  | { status: 500 | 502 | 503 | 401 | 403 | 422 }
  | { hang: true }
  /** The write happens, then the connection drops before the answer (the client cannot know it succeeded). */
  | { dropAfterWrite: true };

export interface StubContact {
  id: string;
  locationId: string;
  firstName: string;
  lastName: string;
  name?: string;
  email?: string;
  phone?: string;
  source?: string;
  tags: string[];
}
export interface StubNote {
  id: string;
  contactId: string;
  body: string;
  dateAdded: string;
}
export interface StubOpportunity {
  id: string;
  name: string;
  pipelineId: string;
  pipelineStageId: string;
  locationId: string;
  contactId: string;
  status: string;
  monetaryValue?: number;
  source?: string;
}

export interface StubOptions {
  token?: string;
  locationId?: string;
  /** Pipelines and their stage ids. */
  pipelines?: Record<string, string[]>;
}

const VERSION = "2021-07-28";
const UPSERT_FIELDS = new Set(["locationId", "firstName", "lastName", "name", "email", "phone", "source", "tags", "companyName", "customFields"]);
const NOTE_FIELDS = new Set(["body", "userId"]);
const OPPORTUNITY_FIELDS = new Set(["pipelineId", "pipelineStageId", "locationId", "contactId", "name", "status", "monetaryValue", "source", "assignedTo"]);
const OPPORTUNITY_STATUSES = new Set(["open", "won", "lost", "abandoned"]);

export async function startLeadConnectorStub({ token = "pit-test-token", locationId = "loc123", pipelines = { "pipe-1": ["stage-new"] } }: StubOptions = {}) {
  const contacts: StubContact[] = [];
  const notes: StubNote[] = [];
  const opportunities: StubOpportunity[] = [];
  const requests: { method: string; path: string; status: number }[] = [];
  const queued: StubFailure[] = [];
  const targeted: { method?: string; path?: RegExp; failure: StubFailure }[] = [];
  let randomFailureRate = 0;
  let random = Math.random;
  let latencyMs = 0;
  const hanging = new Set<http.ServerResponse>();

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const run = () => handle(req, res, Buffer.concat(chunks).toString("utf8"));
      if (latencyMs > 0) setTimeout(run, latencyMs);
      else run();
    });
  });

  function reply(req: http.IncomingMessage, res: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
    requests.push({ method: req.method ?? "", path: req.url ?? "", status });
    res.writeHead(status, { "Content-Type": "application/json", ...headers }).end(JSON.stringify(body));
  }
  const error = (req: http.IncomingMessage, res: http.ServerResponse, status: number, message: string) =>
    reply(req, res, status, { statusCode: status, message, error: http.STATUS_CODES[status] });

  function handle(req: http.IncomingMessage, res: http.ServerResponse, raw: string) {
    const url = new URL(req.url ?? "/", "http://stub");
    const method = req.method ?? "GET";
    // Told to fail: the next queued failure, or one at random (never a write that then succeeds).
    const target = targeted.findIndex((item) => (!item.method || item.method === method) && (!item.path || item.path.test(url.pathname)));
    let failure = target === -1 ? queued.shift() : targeted.splice(target, 1)[0]!.failure;
    if (!failure && randomFailureRate > 0 && random() < randomFailureRate) failure = random() < 0.5 ? { status: 500 } : { status: 429, retryAfterSeconds: 0 };
    let dropAfterWrite = false;
    if (failure) {
      if ("hang" in failure) {
        requests.push({ method, path: req.url ?? "", status: 0 });
        hanging.add(res);
        return;
      }
      if ("dropAfterWrite" in failure) dropAfterWrite = true;
      else if (failure.status === 429) return reply(req, res, 429, { statusCode: 429, message: "Too many requests" }, { "Retry-After": String(failure.retryAfterSeconds) });
      else return error(req, res, failure.status, failure.status === 401 ? "Invalid JWT" : "Something went wrong");
    }

    // The contract.
    if (req.headers.authorization !== `Bearer ${token}`) return error(req, res, 401, "Invalid JWT");
    if (req.headers.version !== VERSION) return error(req, res, 400, "Version header was not found or is not supported");
    let body: Record<string, unknown> = {};
    if (method === "POST") {
      if (!String(req.headers["content-type"] ?? "").startsWith("application/json")) return error(req, res, 415, "Content-Type must be application/json");
      try {
        body = JSON.parse(raw) as Record<string, unknown>;
      } catch {
        return error(req, res, 400, "Unexpected token in JSON");
      }
      if (typeof body !== "object" || body === null || Array.isArray(body)) return error(req, res, 422, "The body must be an object");
    }
    const unknownField = (allowed: Set<string>) => Object.keys(body).find((key) => !allowed.has(key));
    const written = (status: number, answer: unknown) => {
      if (dropAfterWrite) {
        requests.push({ method, path: req.url ?? "", status: -1 });
        req.socket.destroy();
        return;
      }
      reply(req, res, status, answer);
    };

    const notesPath = /^\/contacts\/([^/]+)\/notes\/?$/.exec(url.pathname);
    if (method === "POST" && url.pathname === "/contacts/upsert") {
      const extra = unknownField(UPSERT_FIELDS);
      if (extra) return error(req, res, 422, `property ${extra} should not exist`);
      if (body.locationId !== locationId) return error(req, res, 403, "The token does not have access to this location.");
      if (typeof body.email !== "string" && typeof body.phone !== "string") return error(req, res, 422, "email or phone is required");
      if (body.tags !== undefined && !(Array.isArray(body.tags) && body.tags.every((tag) => typeof tag === "string"))) return error(req, res, 422, "tags must be an array of strings");
      const existing = contacts.find((contact) => body.email && contact.email === String(body.email).toLowerCase());
      const fields = {
        firstName: String(body.firstName ?? ""),
        lastName: String(body.lastName ?? ""),
        ...(typeof body.name === "string" ? { name: body.name } : {}),
        ...(typeof body.email === "string" ? { email: body.email.toLowerCase() } : {}),
        ...(typeof body.phone === "string" ? { phone: body.phone } : {}),
        ...(typeof body.source === "string" ? { source: body.source } : {}),
      };
      if (existing) {
        Object.assign(existing, fields, { tags: [...new Set([...existing.tags, ...((body.tags as string[] | undefined) ?? [])])] });
        return written(200, { new: false, contact: existing, traceId: randomUUID() });
      }
      const contact: StubContact = { id: `c_${randomUUID().slice(0, 12)}`, locationId, tags: (body.tags as string[] | undefined) ?? [], ...fields };
      contacts.push(contact);
      return written(201, { new: true, contact, traceId: randomUUID() });
    }
    if (notesPath) {
      const contactId = decodeURIComponent(notesPath[1]!);
      if (!contacts.some((contact) => contact.id === contactId)) return error(req, res, 400, "Contact not found");
      if (method === "GET") return reply(req, res, 200, { notes: notes.filter((note) => note.contactId === contactId) });
      if (method !== "POST") return error(req, res, 404, "Not found");
      const extra = unknownField(NOTE_FIELDS);
      if (extra) return error(req, res, 422, `property ${extra} should not exist`);
      if (typeof body.body !== "string" || !body.body.trim()) return error(req, res, 422, "body must be a string");
      const note: StubNote = { id: `n_${randomUUID().slice(0, 12)}`, contactId, body: body.body, dateAdded: new Date().toISOString() };
      notes.push(note);
      return written(201, { note });
    }
    if (method === "POST" && (url.pathname === "/opportunities/" || url.pathname === "/opportunities")) {
      const extra = unknownField(OPPORTUNITY_FIELDS);
      if (extra) return error(req, res, 422, `property ${extra} should not exist`);
      if (body.locationId !== locationId) return error(req, res, 403, "The token does not have access to this location.");
      const stages = pipelines[String(body.pipelineId)];
      if (!stages) return error(req, res, 422, "pipelineId is invalid");
      if (!stages.includes(String(body.pipelineStageId))) return error(req, res, 422, "pipelineStageId is invalid");
      if (!contacts.some((contact) => contact.id === body.contactId)) return error(req, res, 422, "contactId is invalid");
      if (typeof body.name !== "string" || !body.name) return error(req, res, 422, "name is required");
      if (!OPPORTUNITY_STATUSES.has(String(body.status))) return error(req, res, 422, "status must be one of open, won, lost, abandoned");
      if (body.monetaryValue !== undefined && typeof body.monetaryValue !== "number") return error(req, res, 422, "monetaryValue must be a number");
      const opportunity: StubOpportunity = {
        id: `o_${randomUUID().slice(0, 12)}`,
        name: body.name,
        pipelineId: String(body.pipelineId),
        pipelineStageId: String(body.pipelineStageId),
        locationId,
        contactId: String(body.contactId),
        status: String(body.status),
        ...(typeof body.monetaryValue === "number" ? { monetaryValue: body.monetaryValue } : {}),
        ...(typeof body.source === "string" ? { source: body.source } : {}),
      };
      opportunities.push(opportunity);
      return written(201, { opportunity });
    }
    if (method === "GET" && url.pathname === "/opportunities/search") {
      if (url.searchParams.get("location_id") !== locationId) return error(req, res, 403, "The token does not have access to this location.");
      const contactId = url.searchParams.get("contact_id");
      const pipelineId = url.searchParams.get("pipeline_id");
      const found = opportunities.filter((item) => (!contactId || item.contactId === contactId) && (!pipelineId || item.pipelineId === pipelineId));
      return reply(req, res, 200, { opportunities: found, meta: { total: found.length } });
    }
    return error(req, res, 404, `Cannot ${method} ${url.pathname}`);
  }

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    token,
    locationId,
    contacts,
    notes,
    opportunities,
    requests,
    /** The next calls fail like this, in order (whatever they are). */
    failNext(...failures: StubFailure[]) {
      queued.push(...failures);
    },
    /** The next call matching the method and path fails like this (once). */
    failWhen(match: { method?: string; path?: RegExp }, failure: StubFailure) {
      targeted.push({ ...match, failure });
    },
    /** Each call fails with this probability (a 500 or a 429 with Retry-After: 0), before writing anything. */
    failRandomly(rate: number, source: () => number = Math.random) {
      randomFailureRate = rate;
      random = source;
    },
    /** Every answer waits this long (so a test can kill a client while calls are in flight). */
    setLatency(ms: number) {
      latencyMs = ms;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of hanging) res.socket?.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type LeadConnectorStub = Awaited<ReturnType<typeof startLeadConnectorStub>>;
