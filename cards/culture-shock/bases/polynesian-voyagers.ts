// The bases of World Tour: Culture Shock that belong with the polynesian-voyagers (filled in by that faction's work).
import { bases } from "../../define.ts";

export default bases("culture-shock", []);
