import * as React from "react"
import {
  Button,
  Card,
  CardActions,
  CardContent,
  Typography,
} from "@mui/material"
import { useBasename, useTranslate } from "react-admin"
import { Link } from "react-router-dom"

// One part of a teacher's space on their first screen: what it is, a line on what they do there,
// and the links (paths within the panel, with their labels) that take them there.
export default function SpaceCard({
  title,
  help,
  links,
}: {
  title: string
  help: string
  links: [path: string, label: string][]
}) {
  const translate = useTranslate()
  const basename = useBasename()
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h3" gutterBottom>
          {title}
        </Typography>
        <Typography variant="body2">{translate(help)}</Typography>
      </CardContent>
      <CardActions>
        {links.map(([path, label]) => (
          <Button key={path} component={Link} to={`${basename}${path}`}>
            {translate(label)}
          </Button>
        ))}
      </CardActions>
    </Card>
  )
}
