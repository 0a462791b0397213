// js-yaml 3, the YAML parser gray-matter reads the build's frontmatter with: what the preview uses.
declare module "js-yaml" {
  export function safeLoad(text: string): unknown
}
