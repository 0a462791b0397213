// Gatsby's runtime needs its build; in tests, as in Gatsby's using-jest example, links are plain
// anchors, navigation is a spy and static queries are mocked per test.
import * as React from "react"

const gatsby = jest.requireActual("gatsby")

module.exports = {
  ...gatsby,
  graphql: jest.fn(),
  Link: jest.fn().mockImplementation(
    // Gatsby's own props stay off the anchor, which would not know them.
    ({
      activeClassName,
      activeStyle,
      getProps,
      innerRef,
      partiallyActive,
      ref,
      replace,
      to,
      ...rest
    }: Record<string, unknown>) =>
      React.createElement("a", { ...rest, href: to })
  ),
  navigate: jest.fn(),
  useStaticQuery: jest.fn(),
}
