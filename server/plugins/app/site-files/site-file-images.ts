import matter from "gray-matter"

// The images a content file's text names, and what the media library calls the file: an MDX
// file's frontmatter `image`, a JSON file's `image` values at any depth. Read from the text
// alone (a saved text was checked against its shape), so the library can list where its items
// are used without the catalogue.

export interface FileImages {
  title: string
  images: string[]
}

function jsonImages(value: unknown): string[] {
  const found: string[] = []
  const stack: unknown[] = [value]
  while (stack.length) {
    const current = stack.pop()
    if (Array.isArray(current)) stack.push(...current)
    else if (current && typeof current === "object")
      for (const [key, inner] of Object.entries(current)) {
        if (key === "image" && typeof inner === "string")
          found.push(inner.trim())
        else stack.push(inner)
      }
  }
  return found
}

/** The file's title (its own, or its path) and the images it names. */
export function siteFileImages(path: string, text: string): FileImages {
  try {
    const data = (
      path.endsWith(".mdx") ? matter(text, {}).data : JSON.parse(text)
    ) as unknown
    const title =
      data && typeof data === "object" && !Array.isArray(data)
        ? (data as { title?: unknown }).title
        : undefined
    return {
      title: typeof title === "string" ? title : path,
      images: [...new Set(jsonImages(data).filter(Boolean))],
    }
  } catch {
    return { title: path, images: [] }
  }
}
