import * as React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { RecordSeo } from "../../components/record-seo"
import { CleanHtml } from "../../components/prose"
import { ogImage, PanelImage } from "../../components/panel-image"
import { ProgrammeArticle } from "../../sections/programme-article"

/**
 * /service/{slug}, prebuilt for every programme of the panel at its published slug (Gatsby's File
 * System Route API); its id and earlier slugs answer 301 here (the server's). A programme saved
 * after the last build is shown by the client-only service/[id].tsx until the next.
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

export const Head = ({ data }: HeadProps<Queries.PanelProgrammePageQuery>) => {
  const programme = data.panelProgramme!
  return (
    <RecordSeo
      title={programme.Name}
      seoTitle={programme.seoTitle}
      seoDescription={programme.seoDescription}
      summary={programme.summary}
      pathname={`/service/${programme.slug}`}
      image={
        programme.socialImage || ogImage(programme.imageFile) || programme.Image
      }
      kind="programme"
    />
  )
}

export const query = graphql`
  query PanelProgrammePage($id: String!) {
    panelProgramme(id: { eq: $id }) {
      slug
      Name
      seoTitle
      seoDescription
      socialImage
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
