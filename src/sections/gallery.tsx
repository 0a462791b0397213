import * as React from "react"
import { graphql } from "gatsby"
import { PanelImage } from "../components/panel-image"
import { Section } from "../components/ui/section"

export const query = graphql`
  fragment GalleryCopy on PanelBlockCopy {
    title
    intro
    otherCategory
  }
  fragment GalleryItem on PanelGalleryItem {
    recordId
    title
    category
    image
    imageAlt
    imageFocus
    imageFile {
      childImageSharp {
        gatsbyImageData(
          width: 480
          aspectRatio: 1.333
          formats: [AUTO, WEBP, AVIF]
        )
      }
    }
  }
`

// `otherCategory` is the heading of the items that name no category.
type GalleryProps = Queries.GalleryCopyFragment & {
  items: readonly Queries.GalleryItemFragment[]
}

/**
 * The gallery (the panel's templates), grouped by category: the categories in the order their first
 * item was added, the uncategorised last. Items without a picture are left out; nothing at all when
 * none has one.
 */
export function Gallery({ title, intro, otherCategory, items }: GalleryProps) {
  const groups = groupByCategory(items.filter((item) => item.image))
  if (!groups.length) return null
  return (
    <Section id="gallery" title={title} intro={intro}>
      <div className="space-y-12">
        {groups.map(([category, pictures]) => (
          <section
            key={category ?? ""}
            aria-label={category ?? otherCategory ?? undefined}
          >
            {groups.length > 1 && (
              <h3 className="text-brand mb-5 text-xl font-bold">
                {category ?? otherCategory}
              </h3>
            )}
            <ul className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4">
              {pictures.map((item) => (
                <li key={item.recordId}>
                  {/* The caption names the picture; the alt text describes it. */}
                  <figure>
                    <PanelImage
                      url={item.image}
                      file={item.imageFile}
                      alt={item.imageAlt}
                      focus={item.imageFocus}
                      className="rounded-card aspect-[4/3]"
                      sizes="(min-width: 1024px) 300px, (min-width: 768px) 33vw, 50vw"
                    />
                    <figcaption className="text-brand mt-2 text-sm font-semibold">
                      {item.title}
                    </figcaption>
                  </figure>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </Section>
  )
}

export function groupByCategory<T extends { category: string | null }>(
  items: T[]
): [string | null, T[]][] {
  const groups = new Map<string | null, T[]>()
  for (const item of items) {
    const category = item.category?.trim() || null
    groups.set(category, [...(groups.get(category) ?? []), item])
  }
  const named = [...groups].filter(([category]) => category !== null)
  const other = groups.get(null)
  return other ? [...named, [null, other]] : named
}
