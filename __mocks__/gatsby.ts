// Gatsby's runtime needs its build; in tests, links are plain anchors and static queries are mocked per test.
import * as React from "react"

const gatsby = jest.requireActual("gatsby")

module.exports = {
  ...gatsby,
  graphql: jest.fn(),
  navigate: jest.fn(),
  useStaticQuery: jest.fn(),
  Link: jest.fn(
    ({
      activeClassName,
      activeStyle,
      getProps,
      innerRef,
      partiallyActive,
      replace,
      state,
      to,
      ...rest
    }: Record<string, unknown>) =>
      React.createElement("a", { ...rest, href: to as string })
  ),
}
