import * as React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { Seo } from "../../components/seo"
import { CleanHtml } from "../../components/prose"
import { ogImage, PanelImage } from "../../components/panel-image"
import { ProgrammeArticle } from "../../sections/programme-article"

/**
 * /service/{id}, prebuilt for every programme of the panel (Gatsby's File System Route API). A
 * programme saved after the last build is shown by the client-only service/[id].tsx until the next.
 */
export default function PanelProgrammePage({
  data,
}: PageProps<Queries.PanelProgrammePageQuery>) {
  const programme = data.panelProgramme!
  return (
    <ProgrammeArticle
      name={programme.Name}
      image={
        <PanelImage
          url={programme.Image}
          file={programme.imageFile}
          alt={programme.ImageAlt}
          focus={programme.ImageFocus}
          className="rounded-card aspect-[2/1] shadow-sm"
          sizes="(min-width: 896px) 832px, 100vw"
        />
      }
      body={programme.description && <CleanHtml html={programme.description} />}
    />
  )
}

export const Head = ({
  location,
  data,
}: HeadProps<Queries.PanelProgrammePageQuery>) => (
  <Seo
    title={data.panelProgramme?.Name}
    description={data.panelProgramme?.summary}
    pathname={location.pathname}
    image={ogImage(data.panelProgramme?.imageFile)}
    kind="programme"
  />
)

export const query = graphql`
  query PanelProgrammePage($id: String!) {
    panelProgramme(id: { eq: $id }) {
      Name
      summary
      description
      Image
      ImageAlt
      ImageFocus
      imageFile {
        ...PanelWideImage
      }
    }
  }
`
