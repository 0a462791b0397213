import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import { ContentPageHead } from "../components/seo"
import { Section } from "../components/ui/section"
import { PageHero } from "../sections/page-hero"
import { FaqList } from "../sections/faq-list"

/** Frequently Asked Questions: answers open independently, each ending in round links to services. */
export default function FaqPage({ data }: PageProps<Queries.FaqPageQuery>) {
  const { hero, intro, faqs } = data.page!
  return (
    <>
      <PageHero hero={hero} />
      <Section
        id="questions"
        tone="muted"
        title={intro.title}
        intro={intro.intro}
      >
        <FaqList items={faqs} />
      </Section>
    </>
  )
}

export const Head = ContentPageHead

export const query = graphql`
  query FaqPage {
    page: faqJson {
      ...ContentPageHead
      hero {
        ...PageHero
      }
      intro {
        title
        intro
      }
      faqs {
        ...FaqList
      }
    }
  }
`
