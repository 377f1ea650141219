import { describe, expect, it } from "vitest";
import { enquiryKeyKeeper } from "./enquiry-key";

describe("enquiry idempotency key", () => {
  const memoryStorage = () => {
    const items = new Map<string, string>();
    return {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      removeItem: (key: string) => void items.delete(key),
    };
  };
  let counter = 0;
  const generate = () => `00000000-0000-4000-8000-${String(++counter).padStart(12, "0")}`;

  it("keeps one key across retries and a reload, and renews it after a successful send", () => {
    const storage = memoryStorage();
    const keeper = enquiryKeyKeeper("enquiry-key:popup", () => storage, generate);
    const first = keeper.current(); // the draft starts
    expect(keeper.current()).toBe(first); // a retry after a failed or unanswered send
    expect(enquiryKeyKeeper("enquiry-key:popup", () => storage, generate).current()).toBe(first); // after a reload
    keeper.renew(); // success
    const next = keeper.current();
    expect(next).not.toBe(first);
    expect(storage.getItem("enquiry-key:popup")).toBe(next);
  });

  it("works in memory when storage is unavailable and ignores a tampered stored key", () => {
    const broken = {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("denied");
      },
      removeItem: () => {
        throw new Error("denied");
      },
    };
    const keeper = enquiryKeyKeeper("k", () => broken, generate);
    const key = keeper.current();
    expect(keeper.current()).toBe(key);
    keeper.renew();
    expect(keeper.current()).not.toBe(key);
    const storage = memoryStorage();
    storage.setItem("k", "not-a-uuid");
    expect(enquiryKeyKeeper("k", () => storage, generate).current()).toMatch(/^00000000-0000-4000-8000-/);
  });

  it("makes real UUIDs by default", () => {
    expect(enquiryKeyKeeper("k", () => undefined).current()).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });
});
