import { RuleTester } from "eslint";
import tseslint from "typescript-eslint";
import { describe, it } from "vitest";
import explainedCasts from "./eslint-explained-casts.mjs";

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });

tester.run("explained-casts", explainedCasts, {
  valid: [
    "const sizes = ['card', 'page'] as const;",
    "// Listening on a port, so the address is an AddressInfo.\nconst address = server.address() as AddressInfo;",
    "const address = server.address() as AddressInfo; // listening on a port",
    "function f() {\n  // The worker is started with this config.\n  return call(\n    workerData as Config,\n  );\n}",
  ],
  invalid: [
    { code: "const address = server.address() as AddressInfo;", errors: [{ messageId: "unexplained" }] },
    { code: "const n = <number>value;", errors: [{ messageId: "unexplained" }] },
    {
      code: "// A comment two lines up explains nothing here.\n\nconst x = y as T;",
      errors: [{ messageId: "unexplained" }],
    },
  ],
});
