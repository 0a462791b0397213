import * as React from "react"
import {
  Box,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Typography,
} from "@mui/material"
import { useQuery } from "@tanstack/react-query"
import { useDataProvider, useInput, useTranslate } from "react-admin"
import type { Card } from "../../schemas/newsletter"
import type { PanelDataProvider } from "../dataProvider"

type Picked = { resource: string; id: string }

const groups = [
  ["blogs", "resources.blogs.name"],
  ["news", "resources.news.name"],
  ["events", "resources.events.name"],
] as const

// The cards of an issue: recent published blogs, news and events, ticked in the order they
// should appear. Each shows what its card will: the image, the title and the date.
export default function ItemPicker({ source }: { source: string }) {
  const { field } = useInput<Picked[]>({ source, defaultValue: [] })
  const dataProvider = useDataProvider<PanelDataProvider>()
  const translate = useTranslate()
  const { data: cards = [], isPending } = useQuery({
    queryKey: ["newsletters", "items"],
    queryFn: () => dataProvider.newsletterItems(),
  })
  const picked: Picked[] = field.value ?? []
  const isPicked = (card: Card) =>
    picked.some(
      (item) => item.resource === card.resource && item.id === card.id
    )
  const toggle = (card: Card) =>
    field.onChange(
      isPicked(card)
        ? picked.filter(
            (item) => !(item.resource === card.resource && item.id === card.id)
          )
        : [...picked, { resource: card.resource, id: card.id }]
    )
  return (
    <FormControl component="fieldset" sx={{ my: 2, width: "100%" }}>
      <FormLabel component="legend">
        {translate("admin.newsletter.pick")}
      </FormLabel>
      <FormHelperText sx={{ mx: 0 }}>
        {translate("admin.newsletter.pick_help")}{" "}
        {translate("admin.newsletter.picked", { count: picked.length })}
      </FormHelperText>
      {!isPending && cards.length === 0 && (
        <Typography variant="body2">
          {translate("admin.newsletter.nothing_to_pick")}
        </Typography>
      )}
      {groups.map(([resource, label]) => {
        const group = cards.filter((card) => card.resource === resource)
        if (!group.length) return null
        return (
          <Box key={resource} sx={{ mt: 1 }}>
            <Typography variant="subtitle2" component="h2">
              {translate(label, { smart_count: 2 })}
            </Typography>
            {group.map((card) => (
              <FormControlLabel
                key={card.id}
                sx={{ display: "flex", alignItems: "center", my: 0.5, mx: 0 }}
                control={
                  <Checkbox
                    checked={isPicked(card)}
                    onChange={() => toggle(card)}
                  />
                }
                label={
                  <CardLabel card={card} order={pickedOrder(picked, card)} />
                }
              />
            ))}
          </Box>
        )
      })}
    </FormControl>
  )
}

const pickedOrder = (picked: Picked[], card: Card) =>
  picked.findIndex(
    (item) => item.resource === card.resource && item.id === card.id
  ) + 1

function CardLabel({ card, order }: { card: Card; order: number }) {
  const translate = useTranslate()
  return (
    <Box sx={{ display: "flex", gap: 1.5, alignItems: "center", minWidth: 0 }}>
      {card.image ? (
        <Box
          component="img"
          src={card.image}
          alt=""
          sx={{
            width: 56,
            height: 40,
            objectFit: "cover",
            borderRadius: 0.5,
            flexShrink: 0,
          }}
        />
      ) : (
        <Box
          sx={{
            width: 56,
            height: 40,
            bgcolor: "action.hover",
            borderRadius: 0.5,
            flexShrink: 0,
          }}
          title={translate("admin.newsletter.no_image")}
        />
      )}
      <Box sx={{ minWidth: 0 }}>
        <Typography
          variant="body2"
          sx={{ fontWeight: 600, overflowWrap: "anywhere" }}
        >
          {order > 0 ? `${order}. ` : ""}
          {card.title}
        </Typography>
        <Typography variant="caption" component="p">
          {card.date
            ? new Date(card.date).toLocaleDateString("en-GB", {
                dateStyle: "medium",
              })
            : ""}
        </Typography>
      </Box>
    </Box>
  )
}
