import * as React from "react"
import {
  Box,
  Button,
  IconButton,
  Stack,
  TextField,
  Typography,
} from "@mui/material"
import AddIcon from "@mui/icons-material/Add"
import ArrowDownwardIcon from "@mui/icons-material/ArrowDownward"
import ArrowUpwardIcon from "@mui/icons-material/ArrowUpward"
import DeleteIcon from "@mui/icons-material/DeleteOutlined"
import { useTranslate } from "react-admin"
import { useMdastNodeUpdater, type JsxEditorProps } from "@mdxeditor/editor"
import { parseKeyFigures, writeKeyFigures, type KeyFigure } from "./key-figures"
import { blockSx } from "./editorSx"
import { useOwnInputs } from "./useOwnInputs"

type Attribute = Extract<
  JsxEditorProps["mdastNode"]["attributes"][number],
  { type: "mdxJsxAttribute" }
>

// `<KeyFigures items={[…]} />` as a small form: one row per figure (its figure and its label),
// rows added, removed and moved, each change written back as the articles write the list.
export default function KeyFiguresBlock({ mdastNode }: JsxEditorProps) {
  const update = useMdastNodeUpdater()
  const attribute = mdastNode.attributes.find(
    (item): item is Attribute =>
      item.type === "mdxJsxAttribute" && item.name === "items"
  )
  const expression =
    typeof attribute?.value === "object" && attribute.value
      ? attribute.value.value
      : null
  const figures = expression === null ? null : parseKeyFigures(expression)
  const id = React.useId()
  const own = useOwnInputs<HTMLElement>()
  const translate = useTranslate()
  const words = (key: string, index?: number) =>
    translate(`admin.siteFiles.mdx.key_figures.${key}`, {
      number: (index ?? 0) + 1,
    })

  const write = (next: KeyFigure[]) =>
    update({
      attributes: [
        ...mdastNode.attributes.filter((item) => item !== attribute),
        {
          type: "mdxJsxAttribute",
          name: "items",
          value: {
            type: "mdxJsxAttributeValueExpression",
            value: writeKeyFigures(next),
          },
        },
      ],
    })
  const change = (index: number, field: keyof KeyFigure, text: string) =>
    write(figures!.map((f, i) => (i === index ? { ...f, [field]: text } : f)))
  const move = (index: number, by: number) => {
    const next = [...figures!]
    const [figure] = next.splice(index, 1)
    next.splice(index + by, 0, figure)
    write(next)
  }

  return (
    <Box
      ref={own}
      component="section"
      aria-labelledby={`${id}-title`}
      sx={blockSx}
      contentEditable={false}
    >
      <Typography id={`${id}-title`} variant="subtitle2" component="div">
        {words("name")}
      </Typography>
      {figures === null ? (
        <Typography variant="body2" color="error">
          {words("unreadable")}
        </Typography>
      ) : (
        <Stack
          component="ol"
          spacing={1}
          sx={{ listStyle: "none", p: 0, m: 0 }}
        >
          {figures.map((figure, index) => (
            <Stack
              component="li"
              key={index}
              direction={{ xs: "column", sm: "row" }}
              spacing={1}
              sx={{ alignItems: { sm: "center" } }}
            >
              <TextField
                size="small"
                label={words("figure", index)}
                value={figure.value}
                onChange={(event) => change(index, "value", event.target.value)}
                sx={{ flex: { sm: "0 1 10rem" } }}
              />
              <TextField
                size="small"
                label={words("label", index)}
                value={figure.label}
                onChange={(event) => change(index, "label", event.target.value)}
                sx={{ flex: { sm: 1 } }}
              />
              <Stack direction="row">
                <IconButton
                  aria-label={words("move_up", index)}
                  disabled={index === 0}
                  onClick={() => move(index, -1)}
                >
                  <ArrowUpwardIcon fontSize="small" />
                </IconButton>
                <IconButton
                  aria-label={words("move_down", index)}
                  disabled={index === figures.length - 1}
                  onClick={() => move(index, 1)}
                >
                  <ArrowDownwardIcon fontSize="small" />
                </IconButton>
                <IconButton
                  aria-label={words("remove", index)}
                  onClick={() => write(figures.filter((_, i) => i !== index))}
                >
                  <DeleteIcon fontSize="small" />
                </IconButton>
              </Stack>
            </Stack>
          ))}
        </Stack>
      )}
      {figures && (
        <Button
          size="small"
          startIcon={<AddIcon />}
          onClick={() => write([...figures, { value: "", label: "" }])}
          sx={{ alignSelf: "flex-start" }}
        >
          {words("add")}
        </Button>
      )}
    </Box>
  )
}
