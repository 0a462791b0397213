import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import { PageJsonHead } from "../components/seo"
import { Section } from "../components/ui/section"
import { PageHero } from "../sections/page-hero"
import { present } from "../sections/content-image"
import { FaqList } from "../sections/faq-list"

/** Frequently Asked Questions: answers open independently, each ending in round links to services. */
export default function FaqPage({ data }: PageProps<Queries.FaqPageQuery>) {
  const { hero, intro, faqs } = data.pageJson!
  const items = present(faqs).map((faq) => ({
    id: faq.anchor!,
    question: faq.question!,
    answer: present(faq.paragraphs),
    links: present(faq.links),
  }))
  return (
    <>
      <PageHero hero={hero} />
      <Section
        id="questions"
        tone="muted"
        title={intro!.title}
        intro={intro!.intro}
      >
        <FaqList items={items} />
      </Section>
    </>
  )
}

export const Head = PageJsonHead

export const query = graphql`
  query FaqPage {
    pageJson(slug: { eq: "/faq" }) {
      title
      description
      hero {
        ...PageHeroFields
      }
      intro {
        title
        intro
      }
      faqs {
        anchor
        question
        paragraphs
        links
      }
    }
  }
`
