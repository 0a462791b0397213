// The jsdom environment of the site's and the panel's tests, with a quick rejection in front of
// jsdom's selector matching. jsdom's getComputedStyle (which Testing Library's role queries and
// accessible names call for an element and each of its ancestors) matches every rule of every
// style sheet against the element, its own default sheet and MUI's emotion rules included; most
// rules need a class, a tag or an id the element lacks (selector-needs.cjs), and are refused here
// at once. Every other selector is left to jsdom, so what matches is unchanged
// (__tests__/selector-needs.test.ts). The panel's tests spent about 45% of their time in that
// matching.
const selectors = require("jsdom/lib/jsdom/living/helpers/selectors")
const { mayMatch } = require("./selector-needs.cjs")

const HTML = "http://www.w3.org/1999/xhtml"
const matchesDontThrow = selectors.matchesDontThrow

// Replaced before jsdom's style-rules module is loaded (by jest-environment-jsdom, below), since
// that module keeps the function it finds then.
selectors.matchesDontThrow = function quickMatchesDontThrow(
  elementImpl,
  selector
) {
  if (
    elementImpl._namespaceURI === HTML &&
    !mayMatch(
      {
        localName: elementImpl._localName,
        get id() {
          return elementImpl.getAttributeNS(null, "id")
        },
        hasClass: (name) => elementImpl.classList.contains(name),
      },
      selector
    )
  ) {
    return false
  }
  return matchesDontThrow(elementImpl, selector)
}

module.exports = require("jest-environment-jsdom")
