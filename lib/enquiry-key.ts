/** The parts of sessionStorage the enquiry key needs. */
export type KeyStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The idempotency key of the enquiry being written: one UUID per enquiry, kept in sessionStorage with the draft so a
 * retry (after a timeout, a lost answer or a reload) sends the same key and the receiver stores the enquiry once;
 * renewed after a successful send. Storage failures fall back to memory.
 */
export function enquiryKeyKeeper(
  storageKey: string,
  storage: () => KeyStorage | undefined,
  generate: () => string = () => crypto.randomUUID(),
) {
  let memory: string | undefined;
  const read = () => {
    try {
      const stored = storage()?.getItem(storageKey);
      return stored && UUID.test(stored) ? stored : undefined;
    } catch {
      return undefined;
    }
  };
  return {
    /** The current enquiry's key, made (and stored) at its first send. */
    current(): string {
      const key = read() ?? memory ?? generate();
      memory = key;
      try {
        storage()?.setItem(storageKey, key);
      } catch {
        /* storage unavailable: the key lives in memory for this page */
      }
      return key;
    },
    /** After a successful send: the next enquiry gets a new key. */
    renew(): void {
      memory = undefined;
      try {
        storage()?.removeItem(storageKey);
      } catch {
        /* storage unavailable */
      }
    },
  };
}
