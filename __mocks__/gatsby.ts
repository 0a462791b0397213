// Gatsby's runtime needs its build; in tests, navigation and prefetching are spies and static queries
// are mocked per test.
const gatsby = jest.requireActual("gatsby")

module.exports = {
  ...gatsby,
  graphql: jest.fn(),
  navigate: jest.fn(),
  prefetchPathname: jest.fn(),
  useStaticQuery: jest.fn(),
}
