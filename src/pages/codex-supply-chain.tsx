import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import { PageJsonHead } from "../components/seo"
import { Section } from "../components/ui/section"
import { PageHero } from "../sections/page-hero"
import { SplitFeature } from "../sections/split-feature"
import { KeyFigures } from "../sections/key-figures"
import { CodexVolumes } from "../sections/codex-volumes"
import { ValueCards } from "../sections/value-cards"
import { CodexContents } from "../sections/codex-contents"
import { CallToAction } from "../sections/call-to-action"

export default function CodexPage({ data }: PageProps<Queries.CodexPageQuery>) {
  const { hero, intro, volumes, delivery, contents, closing } = data.pageJson!
  return (
    <>
      <PageHero hero={hero} />
      <SplitFeature
        id="intro"
        title={intro!.title}
        paragraphs={intro!.paragraphs}
      >
        <KeyFigures items={intro!.items} />
      </SplitFeature>
      <Section
        id="volumes"
        tone="muted"
        title={volumes!.title}
        intro={volumes!.intro}
      >
        <CodexVolumes items={volumes!.items} />
      </Section>
      <Section id="delivery" title={delivery!.title} intro={delivery!.intro}>
        <ValueCards items={delivery!.items} />
      </Section>
      <Section
        id="contents"
        tone="muted"
        title={contents!.title}
        intro={contents!.intro}
      >
        <CodexContents
          caption={contents!.title!}
          columns={contents!.columns}
          rows={contents!.rows}
        />
      </Section>
      <CallToAction id="start" {...closing!} />
    </>
  )
}

export const Head = PageJsonHead

export const query = graphql`
  query CodexPage {
    pageJson(slug: { eq: "/codex-supply-chain" }) {
      title
      description
      hero {
        ...PageHeroFields
      }
      intro {
        title
        paragraphs
        items {
          value
          label
        }
      }
      volumes {
        title
        intro
        items {
          value
          title
          text
          parts {
            value
            title
          }
        }
      }
      delivery {
        title
        intro
        items {
          title
          text
        }
      }
      contents {
        title
        intro
        columns
        rows {
          value
          title
          cells
        }
      }
      closing {
        title
        paragraphs
        link
        linkLabel
      }
    }
  }
`
