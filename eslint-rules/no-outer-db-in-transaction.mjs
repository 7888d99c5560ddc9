/**
 * Inside `x.transaction(fn)`, `fn` reaches the database through the transaction it is given. A
 * reference to an outer `db` there asks the pool for a second connection while the transaction
 * holds one: on the embedded database (one connection) that waits forever.
 *
 * @type {import("eslint").Rule.RuleModule}
 */
const rule = {
  meta: {
    type: "problem",
    docs: { description: "Forbid the outer `db` inside a function passed to `.transaction(...)`." },
    messages: {
      outerDb:
        "Dentro de .transaction(...) use a transação que a função recebe, não o `db` de fora: no banco embutido (uma conexão só) isso trava.",
    },
    schema: [],
  },
  create(context) {
    return {
      CallExpression(node) {
        const { callee } = node;
        if (callee.type !== "MemberExpression" || callee.computed) return;
        if (callee.property.type !== "Identifier" || callee.property.name !== "transaction") return;
        for (const argument of node.arguments) {
          if (argument.type !== "ArrowFunctionExpression" && argument.type !== "FunctionExpression") continue;
          // `through`: the references this function (and what it nests) does not declare itself.
          for (const reference of context.sourceCode.getScope(argument).through) {
            const { identifier } = reference;
            if (identifier.name !== "db" || identifier.parent?.type === "TSTypeQuery") continue;
            context.report({ node: identifier, messageId: "outerDb" });
          }
        }
      },
    };
  },
};

export default rule;
