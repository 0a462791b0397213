import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import { ContentPageHead } from "../components/seo"
import { Section } from "../components/ui/section"
import { PageHero } from "../sections/page-hero"
import { SplitFeature } from "../sections/split-feature"
import { KeyFigures } from "../sections/key-figures"
import { ValueCards } from "../sections/value-cards"
import { StepList } from "../sections/step-list"
import { AcademyCourses } from "../sections/academy-courses"
import { AcademyTeachers } from "../sections/academy-teachers"

/** Academy: the ECMT and ISC training, benefits, speciality, how we train, and the panel's courses and teachers. */
export default function AcademyPage({
  data,
}: PageProps<Queries.AcademyPageQuery>) {
  const {
    hero,
    intro,
    ecmt,
    isc,
    benefits,
    speciality,
    how,
    courses,
    teachers,
  } = data.page!
  return (
    <>
      <PageHero hero={hero} />
      <SplitFeature id="intro" {...intro}>
        <KeyFigures items={intro.items} />
      </SplitFeature>
      <SplitFeature id={ecmt.anchor!} tone="muted" {...ecmt} />
      <SplitFeature id={isc.anchor!} reverse {...isc} />
      <Section id="benefits" tone="muted" title={benefits.title}>
        <ValueCards items={benefits.items} />
      </Section>
      <SplitFeature id="speciality" reverse {...speciality} />
      <Section id="how" tone="muted" title={how.title}>
        <StepList items={how.items} />
      </Section>
      <AcademyCourses {...courses} courses={data.allPanelCourse.nodes} />
      <AcademyTeachers {...teachers} teachers={data.allPanelTeacher.nodes} />
    </>
  )
}

export const Head = ContentPageHead

export const query = graphql`
  query AcademyPage {
    page: skillsetDevelopmentJson {
      ...ContentPageHead
      hero {
        ...PageHero
      }
      intro {
        ...SplitFeature
        ...KeyFigures
      }
      ecmt {
        ...SplitFeature
      }
      isc {
        ...SplitFeature
      }
      benefits {
        title
        ...ValueCards
      }
      speciality {
        ...SplitFeature
      }
      how {
        title
        ...StepList
      }
      courses {
        ...AcademyCoursesCopy
      }
      teachers {
        ...AcademyTeachersCopy
      }
    }
    allPanelCourse(sort: [{ createdAt: ASC }, { recordId: ASC }]) {
      nodes {
        ...AcademyCourse
      }
    }
    allPanelTeacher(sort: [{ name: ASC }, { recordId: ASC }]) {
      nodes {
        ...AcademyTeacher
      }
    }
  }
`
