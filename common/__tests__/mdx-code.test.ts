import { mdxComponents } from "../../src/components/mdx-components"
import { MDX_BLOCKS, NOT_PLAIN, programValue } from "../mdx-code.mjs"

// The blocks an MDX file may use are the site's own MDX components, no more and no fewer.
it("lets a file use exactly the site's own MDX components", () => {
  const components = Object.keys(mdxComponents).filter((name) =>
    /^[A-Z]/.test(name)
  )
  expect([...MDX_BLOCKS].sort()).toEqual(components.sort())
})

const program = (expression: object) => ({
  body: [{ type: "ExpressionStatement", expression }],
})
const literal = (value: unknown) => ({ type: "Literal", value })

it("reads plain values and refuses everything else", () => {
  expect(
    programValue(
      program({
        type: "ArrayExpression",
        elements: [
          {
            type: "ObjectExpression",
            properties: [
              {
                type: "Property",
                kind: "init",
                key: { type: "Identifier", name: "value" },
                value: {
                  type: "UnaryExpression",
                  operator: "-",
                  argument: literal(12),
                },
              },
            ],
          },
        ],
      })
    )
  ).toEqual([{ value: -12 }])
  expect(programValue({ body: [] })).toBeUndefined()
  for (const expression of [
    { type: "Identifier", name: "process" },
    { type: "CallExpression", callee: { type: "Identifier", name: "f" } },
    { type: "TemplateLiteral", expressions: [{}], quasis: [] },
    { type: "ArrayExpression", elements: [{ type: "SpreadElement" }] },
    { type: "Literal", value: null, regex: { pattern: "x", flags: "" } },
  ])
    expect(programValue(program(expression))).toBe(NOT_PLAIN)
  expect(
    programValue({
      body: [
        { type: "ExpressionStatement", expression: literal(1) },
        { type: "ExpressionStatement", expression: literal(2) },
      ],
    })
  ).toBe(NOT_PLAIN)
})
