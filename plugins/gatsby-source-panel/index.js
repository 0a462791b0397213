// A Gatsby plugin's package needs a main file; this plugin's work is in gatsby-node.ts.
