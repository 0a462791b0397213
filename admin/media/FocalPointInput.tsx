import * as React from "react"
import { Box, Typography } from "@mui/material"
import { useTranslate } from "react-admin"
import { useFormContext, useWatch } from "react-hook-form"

// The point of the image every crop keeps in view (focalX, focalY: per cent of its width and
// height). Clicking the image puts it there; the marker is a button, so it is reached with Tab
// and moved with the arrow keys (one per cent a press, ten with Shift). Two crops beside it show
// what a wide and a square frame keep, drawn as the site draws them, with object-position.
export default function FocalPointInput({
  src,
  alt,
}: {
  src: string
  alt: string
}) {
  const translate = useTranslate()
  const { setValue } = useFormContext()
  const x = clamp(useWatch({ name: "focalX" }) ?? 50)
  const y = clamp(useWatch({ name: "focalY" }) ?? 50)
  const move = (next: { x: number; y: number }) => {
    setValue("focalX", clamp(next.x), { shouldDirty: true })
    setValue("focalY", clamp(next.y), { shouldDirty: true })
  }
  const point = translate("admin.media.focal.value", { x, y })
  const helpId = React.useId()
  return (
    <Box
      component="fieldset"
      sx={{ border: 0, p: 0, m: 0, mb: 2, minWidth: 0 }}
    >
      <Typography component="legend" variant="subtitle1" sx={{ mb: 0.5 }}>
        {translate("admin.media.focal.label")}
      </Typography>
      <Typography
        id={helpId}
        variant="body2"
        color="text.secondary"
        sx={{ mb: 1 }}
      >
        {translate("admin.media.focal.help")}
      </Typography>
      <Box
        sx={{ position: "relative", display: "inline-block", maxWidth: "100%" }}
      >
        <Box
          component="img"
          src={src}
          alt={alt}
          onClick={(event: React.MouseEvent<HTMLImageElement>) => {
            const box = event.currentTarget.getBoundingClientRect()
            if (!box.width || !box.height) return
            move({
              x: Math.round(((event.clientX - box.left) / box.width) * 100),
              y: Math.round(((event.clientY - box.top) / box.height) * 100),
            })
          }}
          sx={{
            display: "block",
            maxWidth: "100%",
            maxHeight: { xs: 320, md: 480 },
            cursor: "crosshair",
          }}
        />
        <Box
          component="button"
          type="button"
          aria-label={translate("admin.media.focal.marker", { x, y })}
          aria-describedby={helpId}
          onKeyDown={(event: React.KeyboardEvent) => {
            const step = event.shiftKey ? 10 : 1
            const by: Record<string, [number, number]> = {
              ArrowLeft: [-step, 0],
              ArrowRight: [step, 0],
              ArrowUp: [0, -step],
              ArrowDown: [0, step],
            }
            const delta = by[event.key]
            if (!delta) return
            event.preventDefault()
            move({ x: x + delta[0], y: y + delta[1] })
          }}
          sx={{
            position: "absolute",
            left: `${x}%`,
            top: `${y}%`,
            transform: "translate(-50%, -50%)",
            width: 32,
            height: 32,
            p: 0,
            borderRadius: "50%",
            border: "3px solid #fff",
            boxShadow: "0 0 0 2px #000, inset 0 0 0 2px #000",
            bgcolor: "rgba(0, 0, 0, 0.25)",
            cursor: "move",
            "&:focus-visible": {
              outline: "3px solid",
              outlineColor: "primary.main",
              outlineOffset: 2,
            },
          }}
        />
      </Box>
      <Typography
        component="output"
        aria-live="polite"
        sx={{ display: "block", mt: 1 }}
      >
        {point}
      </Typography>
      <Box sx={{ display: "flex", gap: 2, flexWrap: "wrap", mt: 1 }}>
        <Crop
          src={src}
          x={x}
          y={y}
          ratio="16 / 9"
          width={224}
          label="admin.media.focal.wide"
        />
        <Crop
          src={src}
          x={x}
          y={y}
          ratio="1 / 1"
          width={126}
          label="admin.media.focal.square"
        />
      </Box>
    </Box>
  )
}

function Crop({
  src,
  x,
  y,
  ratio,
  width,
  label,
}: {
  src: string
  x: number
  y: number
  ratio: string
  width: number
  label: string
}) {
  const translate = useTranslate()
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Box
        component="img"
        src={src}
        alt=""
        sx={{
          display: "block",
          width,
          maxWidth: "100%",
          aspectRatio: ratio,
          objectFit: "cover",
          objectPosition: `${x}% ${y}%`,
          borderRadius: 1,
        }}
      />
      <Typography component="figcaption" variant="caption">
        {translate(label)}
      </Typography>
    </Box>
  )
}

function clamp(value: number) {
  const number = Number(value)
  return Number.isFinite(number)
    ? Math.min(100, Math.max(0, Math.round(number)))
    : 50
}
