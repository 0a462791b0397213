import * as React from "react"
import { graphql, Link } from "gatsby"
import { ArrowRight } from "../components/icons"
import { Card, CardTitle } from "../components/ui/card"
import { PanelImage } from "../components/panel-image"

export const query = graphql`
  fragment BannerBandCopy on PanelBlockCopy {
    title
  }
  fragment BannerBandItem on PanelBanner {
    recordId
    title
    subtitle
    link
    image
    imageAlt
    imageFocus
    imageFile {
      childImageSharp {
        gatsbyImageData(
          width: 480
          aspectRatio: 1.5
          formats: [AUTO, WEBP, AVIF]
        )
      }
    }
  }
`

/**
 * The administrator's banners, in a band under the hero carousel, in their `order`: a card each,
 * the whole card a link to the banner's `link` when it has one. Nothing when there are none.
 */
export function BannerBand({
  title,
  banners,
}: Queries.BannerBandCopyFragment & {
  banners: readonly Queries.BannerBandItemFragment[]
}) {
  if (!banners.length) return null
  return (
    <section
      aria-labelledby="banners-title"
      className="bg-muted py-10 sm:py-12"
    >
      <div className="container-page">
        <h2 id="banners-title" className="sr-only">
          {title}
        </h2>
        <ul className="grid justify-center gap-6 sm:grid-cols-[repeat(auto-fit,minmax(18rem,25rem))]">
          {banners.map((banner) => (
            <li key={banner.recordId}>
              <Card
                as="article"
                className="group focus-within:ring-teal relative h-full flex-row transition-shadow focus-within:ring-2 hover:shadow-lg"
              >
                <PanelImage
                  url={banner.image}
                  file={banner.imageFile}
                  alt={banner.imageAlt}
                  focus={banner.imageFocus}
                  className="aspect-[3/2] w-2/5 shrink-0"
                  sizes="(min-width: 1024px) 160px, 40vw"
                />
                <div className="flex flex-1 flex-col justify-center gap-1 p-5">
                  <CardTitle className="text-lg">
                    {banner.link ? (
                      <BannerLink to={banner.link}>{banner.title}</BannerLink>
                    ) : (
                      banner.title
                    )}
                  </CardTitle>
                  {banner.subtitle && (
                    <p className="text-muted-foreground text-sm">
                      {banner.subtitle}
                    </p>
                  )}
                  {banner.link && (
                    <ArrowRight
                      aria-hidden
                      className="text-teal mt-2 size-4 transition-transform group-hover:translate-x-1"
                    />
                  )}
                </div>
              </Card>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}

// The whole card is the link's target area; a link off the site opens as a plain one.
function BannerLink({
  to,
  children,
}: {
  to: string
  children: React.ReactNode
}) {
  const className = "after:absolute after:inset-0 focus-visible:outline-none"
  if (to.startsWith("/")) {
    return (
      <Link to={to} className={className}>
        {children}
      </Link>
    )
  }
  return (
    <a href={to} className={className} rel="noopener">
      {children}
    </a>
  )
}
