import * as React from "react"
import { graphql } from "gatsby"
import { PanelImage } from "../components/panel-image"
import { Section } from "../components/ui/section"

export const query = graphql`
  fragment AcademyTeachersCopy on TeachersBlock {
    title
    intro
    teaches
  }
  fragment AcademyTeacher on PanelTeacher {
    recordId
    name
    subject
    bio
    photo
    photoAlt
    photoFocus
    photoFile {
      ...PanelCardImage
    }
    courses {
      recordId
      title
    }
  }
`

// `teaches` heads a teacher's list of courses.
type AcademyTeachersProps = Queries.AcademyTeachersCopyFragment & {
  teachers: readonly Queries.AcademyTeacherFragment[]
}

/**
 * The Academy's teachers, as each keeps their profile in the panel once approved, with the courses
 * they teach. Nothing when there are none.
 */
export function AcademyTeachers({
  title,
  intro,
  teaches,
  teachers,
}: AcademyTeachersProps) {
  if (!teachers.length) return null
  return (
    <Section id="teachers" tone="muted" title={title} intro={intro}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {teachers.map((teacher) => {
          const courses = (teacher.courses ?? []).filter((course) => !!course)
          return (
            <li
              key={teacher.recordId}
              className="rounded-card border-border flex flex-col overflow-hidden border bg-white shadow-sm"
            >
              {teacher.photo && (
                <PanelImage
                  url={teacher.photo}
                  file={teacher.photoFile}
                  alt={teacher.photoAlt}
                  focus={teacher.photoFocus}
                  className="aspect-[3/2]"
                  sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
                />
              )}
              <div className="flex flex-1 flex-col p-6">
                <h3 className="text-brand text-lg leading-snug font-bold">
                  {teacher.name}
                </h3>
                {teacher.subject && (
                  <p className="text-teal mt-1 text-sm font-semibold">
                    {teacher.subject}
                  </p>
                )}
                {teacher.bio && (
                  <p className="text-muted-foreground mt-3 text-base leading-relaxed">
                    {teacher.bio}
                  </p>
                )}
                {courses.length > 0 && (
                  <>
                    <h4 className="text-brand mt-4 text-sm font-semibold">
                      {teaches}
                    </h4>
                    <ul className="mt-1 list-disc pl-5 text-base">
                      {courses.map((course) => (
                        <li key={course.recordId}>{course.title}</li>
                      ))}
                    </ul>
                  </>
                )}
              </div>
            </li>
          )
        })}
      </ul>
    </Section>
  )
}
