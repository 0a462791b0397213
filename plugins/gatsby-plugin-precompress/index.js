// Gatsby plugins need a main file; this one's work is in gatsby-node.mjs.
