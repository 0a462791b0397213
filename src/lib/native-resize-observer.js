// react-slick imports resize-observer-polyfill (33 KB of source); every browser the site
// supports has ResizeObserver, so gatsby-node.ts points that import here instead.
module.exports = typeof ResizeObserver === "undefined" ? undefined : ResizeObserver
