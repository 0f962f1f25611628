import { later } from "~/lib/later";

// The home page's compare picker sits below the directory and the categories: its code (the
// search field, the chosen list) is fetched as the page hydrates it, not before.

export const LaterComparePicker = later(() =>
  import("./compare-picker").then((module) => module.ComparePicker),
);
