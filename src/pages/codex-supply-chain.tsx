import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import { ContentPageHead } from "../components/seo"
import { Section } from "../components/ui/section"
import { PageHero } from "../sections/page-hero"
import { SplitFeature } from "../sections/split-feature"
import { KeyFigures } from "../sections/key-figures"
import { CodexVolumes } from "../sections/codex-volumes"
import { ValueCards } from "../sections/value-cards"
import { CodexContents } from "../sections/codex-contents"
import { CallToAction } from "../sections/call-to-action"

/** Codex: its volumes, the three ways it is delivered and its table of contents. */
export default function CodexPage({ data }: PageProps<Queries.CodexPageQuery>) {
  const { hero, intro, volumes, delivery, contents, closing } = data.page!
  return (
    <>
      <PageHero hero={hero} />
      <SplitFeature id="intro" {...intro}>
        <KeyFigures items={intro.items} />
      </SplitFeature>
      <Section
        id="volumes"
        tone="muted"
        title={volumes.title}
        intro={volumes.intro}
      >
        <CodexVolumes items={volumes.items} />
      </Section>
      <Section id="delivery" title={delivery.title} intro={delivery.intro}>
        <ValueCards items={delivery.items} />
      </Section>
      <Section
        id="contents"
        tone="muted"
        title={contents.title}
        intro={contents.intro}
      >
        <CodexContents
          caption={contents.title}
          columns={contents.columns}
          rows={contents.rows}
        />
      </Section>
      <CallToAction id="start" {...closing} />
    </>
  )
}

export const Head = ContentPageHead

export const query = graphql`
  query CodexPage {
    page: codexSupplyChainJson {
      ...ContentPageHead
      hero {
        ...PageHero
      }
      intro {
        ...SplitFeature
        ...KeyFigures
      }
      volumes {
        title
        intro
        ...CodexVolumes
      }
      delivery {
        title
        intro
        ...ValueCards
      }
      contents {
        intro
        ...CodexContents
      }
      closing {
        ...CallToAction
      }
    }
  }
`
