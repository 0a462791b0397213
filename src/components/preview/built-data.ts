/** The data the live build gave the page at `path` (Gatsby's page-data.json of that path). */
export async function builtData(path: string) {
  const name = path === "/" ? "index" : path.replace(/^\/+|\/+$/g, "")
  const response = await fetch(`/page-data/${name}/page-data.json`)
  if (!response.ok)
    throw new Error(
      "The page this appears on is not built yet; publish once, then preview."
    )
  const pageData = (await response.json()) as {
    result?: { data?: Record<string, unknown> }
  }
  return pageData.result?.data ?? {}
}
