import * as React from "react"
import { CardContent, Typography } from "@mui/material"
import { AuthLayout, Form, useTranslate, type FormProps } from "react-admin"
import BackToLogin from "./BackToLogin"

/**
 * The frame of the panel's pages for someone not signed in (the teacher registration, 'Forgot
 * password', a reset link, an invitation): react-admin's AuthLayout, a heading and a short
 * explanation (`intro`, left out where there is none), the form, and the way back to signing in.
 */
export default function PublicForm({
  title,
  intro,
  onSubmit,
  width = 400,
  children,
}: {
  title: string
  intro?: string
  onSubmit: FormProps["onSubmit"]
  /** The card's width from 'sm' up, in px (300 on a phone). */
  width?: number
  children: React.ReactNode
}) {
  const translate = useTranslate()
  return (
    <AuthLayout>
      <Form onSubmit={onSubmit} noValidate>
        <CardContent component="main" sx={{ width: { xs: 300, sm: width } }}>
          <Typography variant="h5" component="h1" gutterBottom>
            {translate(title)}
          </Typography>
          {intro && (
            <Typography variant="body2" sx={{ mb: 1 }}>
              {translate(intro)}
            </Typography>
          )}
          {children}
          <BackToLogin />
        </CardContent>
      </Form>
    </AuthLayout>
  )
}
