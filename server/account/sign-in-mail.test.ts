import { describe, expect, it } from "vitest";
import { SIGN_IN_MAIL_ATTEMPTS, sendSignInMail } from "./sign-in-mail.ts";

const mail = { from: "shop@agency.example", to: "ana@example.org", subject: "Sign in", text: "link" };
const silent = () => {};

describe("sendSignInMail", () => {
  it("tries again after a failure, pausing between attempts, and stops once sent", async () => {
    let calls = 0;
    const pauses: number[] = [];
    const failingOnce = {
      sendMail: async () => (++calls === 1 ? Promise.reject(new Error("421 try later")) : undefined),
    };
    expect(await sendSignInMail(failingOnce, mail, { wait: async (ms) => void pauses.push(ms), log: silent })).toBe(
      true,
    );
    expect(calls).toBe(2);
    expect(pauses).toHaveLength(1);
  });

  it(`gives up after ${SIGN_IN_MAIL_ATTEMPTS} attempts`, async () => {
    let calls = 0;
    const refusing = { sendMail: async () => Promise.reject(new Error(`550 no ${++calls}`)) };
    expect(await sendSignInMail(refusing, mail, { wait: async () => {}, log: silent })).toBe(false);
    expect(calls).toBe(SIGN_IN_MAIL_ATTEMPTS);
  });
});
