// Colours of the picture. Player colours are the Okabe–Ito palette, chosen to stay apart under
// the common colour-vision deficiencies; each seat also has its own shape and a letter, so no
// one has to tell players apart by colour alone.

export type Shape = "circle" | "square" | "triangle" | "diamond";

export const SEATS: readonly { color: string; shape: Shape; ink: string }[] = [
  { color: "#56B4E9", shape: "circle", ink: "#000000" }, // sky blue
  { color: "#E69F00", shape: "square", ink: "#000000" }, // orange
  { color: "#009E73", shape: "triangle", ink: "#ffffff" }, // bluish green
  { color: "#CC79A7", shape: "diamond", ink: "#000000" }, // reddish purple
];

export function seatStyle(seat: number): { color: string; shape: Shape; ink: string } {
  return SEATS[((seat % SEATS.length) + SEATS.length) % SEATS.length] as (typeof SEATS)[number];
}

export const INK = {
  background: "#1e1f22",
  panel: "#2b2d31",
  panelActive: "#3a3d44",
  border: "#4e5058",
  text: "#f2f3f5",
  muted: "#b5bac1",
  badge: "#4e5058",
  /** A power that is not the printed one. */
  modified: "#F0E442",
  token: "#F0E442",
  /** "Scoring now": vermillion, with its words (never colour alone). */
  scoring: "#D55E00",
  barTrack: "#1e1f22",
  grid: "#3f4147",
} as const;
