// js-yaml 3 (the version gatsby-plugin-mdx's gray-matter reads frontmatter with) ships no types;
// the panel uses its one safe reader.
declare module "js-yaml" {
  export function safeLoad(text: string): unknown
}
