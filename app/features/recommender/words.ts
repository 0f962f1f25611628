// Plain word handling shared by the constraint parser, the scoring and the reasons: no
// dictionary, just enough to match "transcribe" with "Transcripts" and "summarise" with
// "Summaries".

/** Words that say nothing about the task ("I need an AI tool that can help me..."). */
const FILLER = new Set(
  (
    "a an the and or but if of to in on at by for from with without into onto about as is are " +
    "was were be been being am it its it's this that these those there their them they we our " +
    "us you your i me my mine myself he she his her can could would should will shall may might " +
    "must do does did doing done have has had having not no yes so than then too very just also " +
    "only some any all each every both either neither more most much many such what which who " +
    "whom whose when where why how need needs needed want wants wanted wanting looking look " +
    "find finding search searching help helps helping tool tools app apps software platform " +
    "solution something someone thing things way ways good best great nice better easy easily " +
    "ai a.i. please like would love able let lets get gets getting use using used make makes " +
    "making recommend recommendation recommendations suggest suggestion suggestions etc really " +
    "ideally preferably prefer possible maybe perhaps lot lots kind sort type feel suggest " +
    "anything everything care run runs running alternative alternatives similar instead " +
    "replacement"
  ).split(" "),
);

/** Lower-case word tokens (letters, digits, inner hyphens and apostrophes). */
export function tokenize(text: string): string[] {
  return (
    text
      .toLowerCase()
      .replace(/[’‘]/g, "'")
      .match(/[a-z0-9]+(?:['.-][a-z0-9]+)*/g) ?? []
  );
}

/** A crude stem: a few English endings off, then at most six letters. */
export function stem(word: string): string {
  let w = word.toLowerCase().replace(/'s$/, "");
  if (w.length <= 3) return w;
  // "customers" is not "custom" (as in "custom GPTs").
  if (w.startsWith("customer")) return "customer";
  if (w.endsWith("ies") && w.length > 4) w = `${w.slice(0, -3)}y`;
  for (const ending of [
    "ational",
    "ation",
    "ings",
    "ing",
    "ments",
    "ment",
    "ers",
    "ed",
    "er",
    "es",
    "ly",
    "ate",
    "s",
    "e",
  ]) {
    if (w.endsWith(ending) && w.length - ending.length >= 3) {
      w = w.slice(0, -ending.length);
      break;
    }
  }
  return w.slice(0, 6);
}

/** The words of a text that carry meaning, in order, without repeats. */
export function contentWords(text: string): string[] {
  return [...new Set(tokenize(text).filter((word) => !FILLER.has(word) && word.length > 1))];
}

/** Stems of a text's meaningful words. */
export function contentStems(text: string): Set<string> {
  return new Set(contentWords(text).map(stem));
}

/** Jaccard similarity of two sets (0 when both are empty). */
export function jaccard<T>(a: ReadonlySet<T>, b: ReadonlySet<T>): number {
  if (a.size === 0 && b.size === 0) return 0;
  let shared = 0;
  for (const item of a) if (b.has(item)) shared += 1;
  return shared / (a.size + b.size - shared);
}
