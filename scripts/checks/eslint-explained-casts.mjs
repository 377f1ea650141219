// An ESLint rule, on in production code (eslint.config.js, decision 062): a type assertion (`x as T`, `<T>x`) says
// in a comment why it holds, since the compiler takes it on trust. `as const` is no assertion and passes.

/** @param {{ loc: { start: { line: number }; end: { line: number } } }} node */
const lines = (node) => ({ start: node.loc.start.line, end: node.loc.end.line });

/** @type {import("eslint").Rule.RuleModule} */
export default {
  meta: {
    type: "suggestion",
    docs: { description: "Type assertions say in a comment why they hold" },
    messages: {
      unexplained:
        "Say in a comment why this cast holds, or replace it with a type guard, zod parsing, a generic or satisfies.",
    },
    schema: [],
  },
  create(context) {
    const commented = new Set();
    for (const comment of context.sourceCode.getAllComments()) {
      const { start, end } = lines(comment);
      for (let line = start; line <= end; line++) commented.add(line);
    }
    /** @param {any} node */
    function check(node) {
      const type = node.typeAnnotation;
      if (type.type === "TSTypeReference" && type.typeName.type === "Identifier" && type.typeName.name === "const")
        return;
      // The comment sits on the cast's own lines, or on the line above the statement that holds it.
      let statement = node;
      while (statement.parent && !/(Statement|Declaration|Property|PropertyDefinition)$/.test(statement.type))
        statement = statement.parent;
      const from = Math.min(lines(statement).start, lines(node).start) - 1;
      for (let line = from; line <= lines(node).end; line++) if (commented.has(line)) return;
      context.report({ node, messageId: "unexplained" });
    }
    return { TSAsExpression: check, TSTypeAssertion: check };
  },
};
