/**
 * Content's words with their placeholders filled: `{name}` in content/data's texts stands for the
 * company's name, `{days}` for a number of days, and so on. One rule for the site, the panel and
 * the server, so a text reads the same wherever it is shown.
 */
export function fillWords(
  text: string,
  values: Record<string, string | number>
): string {
  return text.replace(/\{(\w+)\}/g, (placeholder, key: string) =>
    key in values ? String(values[key]) : placeholder
  )
}
