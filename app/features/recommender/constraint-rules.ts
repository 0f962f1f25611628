import type { PricingModel } from "~/features/catalogue/constants";

// The recommender's condition vocabulary as data: the phrases of a need that state a condition,
// the words that make one hard, soft or waived, the platforms a tool can run on, and the words
// and pricing models in a tool's record that meet each condition. constraints.ts reads a need
// with these; matching.ts checks a tool against them. See docs/decisions/011-recommender.md.

/** HARD: the need states it outright ("must be free", "self-hosted"); SOFT: a preference. */
export type Strength = "hard" | "soft";

/** What a condition is about. */
export type ConstraintKind =
  | "free"
  | "budget"
  | "no-subscription"
  | "one-time"
  | "pay-per-use"
  | "open-source"
  | "self-hosted"
  | "offline"
  | "privacy"
  | "api"
  | "team"
  | "solo"
  | "platform";

type Platform = { label: string; ask: RegExp; match: RegExp };

/** Platforms and products a tool can run on or in; `match` is read in the tool's own text. */
export const PLATFORMS = {
  ios: {
    label: "iOS",
    ask: /\b(?:ios|iphones?|ipads?)\b/,
    match: /\b(?:ios|iphone|ipad)\b/i,
  },
  android: { label: "Android", ask: /\bandroid\b/, match: /\bandroid\b/i },
  mobile: {
    label: "mobile",
    ask: /\b(?:mobile(?: apps?| phones?)?|smart ?phones?|(?:my|a) phone|on the go)\b/,
    match: /\b(?:mobile|ios|iphone|android)\b/i,
  },
  mac: {
    label: "Mac",
    ask: /\b(?:macos|macbook|mac|os x)\b/,
    match: /\b(?:mac|macos)\b/i,
  },
  windows: {
    label: "Windows",
    ask: /(?<!context )\bwindows(?: pc| laptop)?\b/,
    match: /\bwindows\b/i,
  },
  linux: { label: "Linux", ask: /\b(?:linux|ubuntu)\b/, match: /\blinux\b/i },
  desktop: {
    label: "desktop",
    ask: /\bdesktop(?: apps?)?\b/,
    match: /\b(?:desktop|mac|macos|windows|linux)\b/i,
  },
  "browser-extension": {
    label: "a browser extension",
    ask: /\b(?:(?:browser|chrome|firefox|edge) (?:extension|add-?on|plug-?in)s?|chrome|firefox)\b/,
    match: /\b(?:browser extension|chrome extension|chrome|firefox|extension)\b/i,
  },
  "vs-code": {
    label: "VS Code",
    ask: /\b(?:vs ?code|visual studio code)\b/,
    match: /\b(?:vs code|visual studio code)\b/i,
  },
  jetbrains: {
    label: "JetBrains IDEs",
    ask: /\b(?:jetbrains|intellij|pycharm|webstorm)\b/,
    match: /\b(?:jetbrains|intellij|pycharm)\b/i,
  },
  terminal: {
    label: "the terminal",
    ask: /\b(?:terminal|command[- ]line|cli)\b/,
    match: /\b(?:terminal|command[- ]line|cli)\b/i,
  },
  slack: { label: "Slack", ask: /\bslack\b/, match: /\bslack\b/i },
  "microsoft-teams": {
    label: "Microsoft Teams",
    ask: /\b(?:ms|microsoft) teams\b/,
    match: /\bteams\b/,
  },
  zoom: { label: "Zoom", ask: /\bzoom\b(?! (?:in|out)\b)/, match: /\bzoom\b/i },
  "google-workspace": {
    label: "Google Workspace",
    ask: /\b(?:gmail|google (?:docs|drive|sheets|slides|workspace|meet))\b/,
    match: /\b(?:gmail|google (?:docs|drive|sheets|slides|workspace|meet)|docs|drive|meet)\b/i,
  },
  "microsoft-365": {
    label: "Microsoft 365",
    ask: /\b(?:excel|powerpoint|outlook|(?:ms|microsoft) word|(?:microsoft|office) 365|ms office)\b/,
    match: /\b(?:Excel|PowerPoint|Outlook|Word|Microsoft 365|Office)\b/,
  },
  notion: { label: "Notion", ask: /\bnotion\b/, match: /\bnotion\b/i },
  figma: { label: "Figma", ask: /\bfigma\b/, match: /\bfigma\b/i },
  wordpress: { label: "WordPress", ask: /\bwordpress\b/, match: /\bwordpress\b/i },
  shopify: { label: "Shopify", ask: /\bshopify\b/, match: /\bshopify\b/i },
  discord: { label: "Discord", ask: /\bdiscord\b/, match: /\bdiscord\b/i },
  whatsapp: { label: "WhatsApp", ask: /\bwhatsapp\b/, match: /\bwhatsapp\b/i },
  salesforce: { label: "Salesforce", ask: /\bsalesforce\b/, match: /\bsalesforce\b/i },
  hubspot: { label: "HubSpot", ask: /\bhubspot\b/, match: /\bhubspot\b/i },
} satisfies Record<string, Platform>;
export type PlatformKey = keyof typeof PLATFORMS;

/** "Free" means usable without paying: a free product, a free plan, or software you run yourself. */
export const FREE_PRICING: readonly PricingModel[] = ["Free", "Freemium", "Self-hosted"];
/** "Completely free" rules out the free plan of a paid product. */
export const STRICTLY_FREE_PRICING: readonly PricingModel[] = ["Free", "Self-hosted"];
/** Usable without a subscription: free, a free plan, credits, or software you run yourself. */
export const NO_SUBSCRIPTION_PRICING: readonly PricingModel[] = [
  "Free",
  "Freemium",
  "Credit-based",
  "Self-hosted",
];

// What a tool's own words say when it meets a text condition.
export const OFFLINE_TEXT =
  /\b(?:offline|on-device|runs? (?:fully |entirely )?locally|local (?:models?|llms?|inference|server|files|rest|http|web ui)|locally)\b/i;
export const TEAM_TEXT = /\b(?:teams?|collaborat\w*|shared|multiplayer|colleagues|co-?editing)\b/i;
export const SOLO_TEXT =
  /\b(?:individuals?|personal|solo|freelancers?|yourself|students?|creators?)\b/i;
export const PRIVACY_TEXT =
  /\b(?:privacy|private|tracking|profiling|gdpr|data (?:handling|rules|protection|stays)|eu data|european)\b/i;

/** A kind of phrase in a need, and the condition it states. */
export type Rule = {
  kind: ConstraintKind;
  pattern: RegExp;
  /** The strength when no word around the phrase says otherwise. */
  strength: Strength;
  /** Never hard: the catalogue cannot check it, so it can only lean the choice. */
  softOnly?: boolean;
  strict?: boolean;
  platform?: PlatformKey;
  /** A phrase that itself says the condition does not apply ("price doesn't matter"). */
  waives?: boolean;
  /** A phrase that is the subject of the task, not a condition: kept for the search. */
  topic?: boolean;
  note?: (phrase: string) => string;
};

const PRICE_NOTE = (phrase: string) =>
  `Prices are not recorded in the directory, so "${phrase}" could not be checked; tools that are free or have a free plan are preferred instead.`;

// Order matters: the first rule to claim a stretch of text wins, so longer phrases come first.
export const RULES: Rule[] = [
  // Conditions waived outright.
  {
    kind: "free",
    waives: true,
    strength: "soft",
    pattern:
      /\b(?:free or paid|paid or free|paid(?: tools?| plans?| options?)? (?:is|are) (?:fine|ok|okay)|(?:happy|willing|glad) to pay|(?:don't|do not) mind paying|money is no (?:object|issue)|(?:price|cost|budget|pricing) (?:doesn't|does not|don't|do not) matter|(?:price|cost|budget|pricing) (?:is|isn't|is not) (?:not )?(?:an? )?(?:issue|problem|concern|constraint)|no budget (?:limit|limits|cap|constraints?|restrictions?)|(?:any|unlimited|big|large|generous) budget)\b/g,
  },
  // Prices the catalogue does not record.
  {
    kind: "budget",
    strength: "soft",
    softOnly: true,
    note: PRICE_NOTE,
    pattern:
      /(?:\b(?:under|below|less than|at most|max(?:imum)?|up to|within|no more than|cheaper than|a budget of|budget of)\s+)?(?:[$€£]\s?(?!0(?![\d.,]))\d[\d,.]*(?:\s?k)?|\b\d[\d,.]*\s?(?:dollars|euros|pounds|usd|eur|gbp|bucks)\b)(?:\s?(?:\/|per|a|an|each)\s?(?:month|mo|year|yr|user|seat|week)\b)?/g,
  },
  {
    kind: "one-time",
    strength: "soft",
    softOnly: true,
    note: (phrase) =>
      `Whether a tool is sold for a one-time payment is not recorded, so "${phrase}" could not be checked; tools without a subscription are preferred instead.`,
    pattern:
      /\b(?:one[- ]time (?:payment|purchase|fee|price|license|licence)|one[- ]off (?:payment|purchase|fee)|lifetime (?:deal|license|licence|access)|pay(?:ing)? once|buy(?:ing)? (?:it )?once|one[- ]time)\b/g,
  },
  {
    kind: "no-subscription",
    strength: "hard",
    pattern:
      /\b(?:no (?:monthly )?subscriptions?|without (?:a |any )?(?:monthly )?subscriptions?|(?:don't|do not) want (?:a |another |any )?(?:monthly )?subscriptions?|not (?:a |another )?subscription|subscription[- ]free|no recurring (?:fees?|costs?|payments?))\b/g,
  },
  {
    kind: "pay-per-use",
    strength: "soft",
    pattern:
      /\b(?:pay[- ]per[- ]use|pay[- ]as[- ]you[- ]go|pay[- ]per[- ](?:image|generation|request|call|minute|token)|usage[- ]based(?: pricing| billing)?|credit[- ]based|pay (?:only )?for what (?:i|we) use|credits)\b/g,
  },
  {
    kind: "free",
    strength: "hard",
    strict: true,
    pattern:
      /\b(?:(?:completely|totally|entirely|fully|100%|truly|absolutely) free|free forever|forever free|no paid plans?|no (?:payment|money) at all)\b/g,
  },
  {
    kind: "budget",
    strength: "soft",
    softOnly: true,
    pattern: /\b(?:a )?free trials?\b/g,
  },
  {
    kind: "free",
    strength: "hard",
    pattern:
      /(?:\$0(?: budget)?(?![\d.,])|\b(?:no budget|zero budget|0 budget|(?:can't|cannot|can not) afford(?: to pay)?|(?:don't|do not|can't|cannot|won't|will not) (?:want to |wanna |be able to )?(?:pay|spend)(?: (?:anything|any money|money))?|without (?:paying|spending)(?: (?:anything|any money|money))?|no (?:money|cash)(?: to spend)?|not (?:paying|spending)(?: anything)?|for free|nothing paid|no paid (?:tools?|apps?|software|options?|services?)|unpaid|free of charge|at no cost|no[- ]cost|freemium|free (?:plans?|tiers?|versions?|options?|accounts?|to use|alternatives?))\b|(?<![\w-]|feel )free(?![\w-]| (?:time|up|text|form|of (?:ads|tracking|distractions?))\b))/g,
  },
  {
    kind: "budget",
    strength: "soft",
    softOnly: true,
    pattern:
      /\b(?:cheap(?:er|est|ly)?|inexpensive|affordable|low[- ]cost|low[- ]priced|budget[- ]friendly|(?:on a|tight|low|small|limited|modest) budget|reasonably priced|not (?:too )?expensive|doesn't cost (?:much|a lot)|(?:a )?free trial)\b/g,
  },
  // Open source, self-hosting, running locally, privacy.
  {
    kind: "open-source",
    strength: "hard",
    pattern:
      /\b(?:open[- ]source(?:d)?|foss|oss|open[- ]weights?|source code (?:is )?available|source[- ]available)\b/g,
  },
  {
    kind: "self-hosted",
    strength: "hard",
    pattern:
      /\b(?:self[- ]host(?:ed|able|ing)?|host (?:it )?(?:myself|ourselves|ourself)|on[- ]prem(?:ise|ises)?|on (?:my|our) own (?:servers?|infrastructure|hardware|cloud|vps)|on (?:my|our) (?:servers?|infrastructure|vps)|(?:in|on) (?:my|our) (?:data ?center|private cloud)|air[- ]gapped)\b/g,
  },
  // An API, unless the API is the subject ("document my REST API").
  {
    kind: "api",
    strength: "hard",
    topic: true,
    pattern:
      /\b(?:(?:test|testing|build|building|design|designing|document|documenting|mock|mocking|debug|debugging|monitor|monitoring|secure|securing) (?:(?:my|our|the|your|rest|graphql|web|public|internal) )*apis?|(?:my|our|your|the|this|existing|internal|own) (?:(?:rest|graphql|web|public|internal) )?apis?|apis? (?:docs?|documentation|tests?|testing|reference|design|endpoints?|specs?|specifications?|clients?|keys?|calls? to))\b/g,
  },
  {
    kind: "api",
    strength: "hard",
    pattern:
      /\b(?:an? (?:public |rest |developer )?api|api access|(?:public|developer|rest|graphql|http) api|apis?|sdks?|programmatic(?:ally)?(?: access)?|integrate (?:it )?(?:into|with|in) (?:my|our|a) (?:own )?(?:app|application|product|website|site|code|codebase|software|platform|system|backend|service|stack|pipeline|saas)s?|call (?:it )?from (?:my|our) (?:code|app|backend|scripts?)|webhooks?)\b/g,
  },
];

/** Conditions met by a tool's own words; read after RULES and PLATFORM_RULES. */
export const TEXT_RULES: Rule[] = [
  {
    kind: "offline",
    strength: "hard",
    pattern:
      /\b(?:works? offline|offline|runs? (?:fully |entirely |completely )?locally|run (?:it )?locally|locally|on[- ]device|on (?:my|our) (?:own )?(?:machine|computer|laptop|gpu|device)|local (?:models?|llms?|ai|inference)|(?:no|without(?: an?)?) (?:internet|wi-?fi|network)(?: connection| access)?)\b/g,
  },
  {
    kind: "privacy",
    strength: "soft",
    softOnly: true,
    note: (phrase) =>
      /gdpr|hipaa|soc ?2|compliance|compliant/i.test(phrase)
        ? `Compliance (such as "${phrase}") is not recorded in the directory, so check each tool's own terms.`
        : "",
    pattern:
      /\b(?:(?:gdpr|hipaa|soc ?2)(?:[- ]compliant| compliance)?|privacy[- ](?:focused|friendly|first|respecting)|privacy|private|confidential(?:ity)?|(?:my|our) data (?:stays|remains|is kept|never leaves)[^,.;!?]{0,30}|(?:doesn't|does not|won't|never) (?:train|trains) on (?:my|our) data|no tracking|data protection)\b/g,
  },
  // Team or solo.
  {
    kind: "team",
    strength: "soft",
    pattern:
      /\b(?:(?:my|our|the|a|small|whole|entire|remote) team(?:mates| of \d+)?|team(?: of \d+)?|teams|team members|teammates|colleagues|coworkers|co-workers|collaborat(?:e|ion|ive|ing)(?: with (?:others|my team|colleagues))?|multiplayer|work together|share (?:it )?with (?:my|our) (?:team|colleagues))\b/g,
  },
  {
    kind: "solo",
    strength: "soft",
    pattern:
      /\b(?:for myself|just (?:for )?me|only me|solo(?:preneur)?|on my own|personal use|as an individual|individual use|freelancer|one[- ]person)\b/g,
  },
];

/** One soft wish per platform, asked for in the need's words. */
export const PLATFORM_RULES: Rule[] = Object.entries(PLATFORMS).map(([key, platform]) => ({
  kind: "platform" as const,
  strength: "soft" as const,
  platform: key as PlatformKey,
  // "Slack integration", "Notion plugin": the product is the condition, the suffix goes with it.
  pattern: new RegExp(
    `(?:${platform.ask.source})(?: (?:integrations?|apps?|plugins?|plug-ins?|add-?ons?|bots?|extensions?))?`,
    "g",
  ),
}));

// "Must", "only" and the like before a phrase make it hard; "ideally" and the like soft. The
// nearest marker in the sentence wins ("must be free, ideally open source").
export const HARD_BEFORE =
  /\b(?:must|(?:has|have|had|got|needs?|need it|needs it) to (?:be|have|work|run|support|offer|include|come with|integrate|connect)|gotta|required|requires?|requirement|only|mandatory|essential|strictly|absolutely|non-negotiable|insist)\b/g;
export const SOFT_BEFORE =
  /\b(?:ideally|preferably|prefer(?:red|ably)?|would be (?:nice|great|good|cool)|nice to have|nice if|(?:a )?bonus|if possible|optionally|maybe|perhaps|would love|hopefully|ideal|plus if|it'd be nice|could)\b/g;
export const HARD_AFTER =
  /^[\s,:-]*(?:(?:is|are) )?(?:a must|must-have|required|essential|mandatory|necessary|non-negotiable|a requirement|a hard requirement|only)\b/;
export const SOFT_AFTER =
  /^[\s,:-]*(?:(?:is|are|would be) )?(?:(?:a )?(?:nice|plus|bonus|nice-to-have)|nice to have|would be (?:nice|great|good)|if possible|preferred|optional|ideally|where possible|if you can|(?:a )?good to have)\b/;
// A negation waives a condition: never read as its opposite. Before the phrase it counts only
// when the words between are links such as "need it to be" ("doesn't need to be free", "don't
// care about open source"), so "no ads, and free" stays a wish for free; after the phrase it
// is "not needed" and its kin ("API not needed", "free is not required").
export const NEGATIONS = new Set(
  "not no don't dont doesn't doesnt didn't needn't isn't aren't without never nor neither won't shouldn't".split(
    " ",
  ),
);
export const NEGATION_LINKS = new Set(
  "need needs needed it to be have has having an a the any really necessarily necessary required want wanted care about for that it's is that's matter matters if important looking".split(
    " ",
  ),
);
export const NEGATION_AFTER =
  /^[\s,:-]*(?:(?:is|are|being|isn't|aren't|is not|are not) )?(?:(?:not|isn't|aren't) (?:really )?(?:needed|required|necessary|important|a must|a requirement|essential|a priority|a concern|an issue)|(?:unnecessary|not needed|not required|irrelevant|doesn't matter|does not matter|don't care|do not care|or not)\b)/;
export const SENTENCE_BREAK = /[.;!?\n]|\b(?:but|however|though|although|except|whereas)\b/g;
export const CLAUSE_BREAK = /[.;!?\n,(]|\b(?:but|however|though|although|except|whereas|and|or)\b/g;
export const WORDS_BACK = 8;

/** Words that only mark a condition's strength: no part of the task left for the search. */
export const MARKER_WORDS = new Set(
  (
    "required requires require requirement mandatory essential strictly absolutely " +
    "non-negotiable ideal nice bonus plus optional optionally hopefully needn't doesn't " +
    "don't isn't aren't won't can't cannot necessary necessarily important matter has " +
    "have had got gotta fine ok okay work works working matters"
  ).split(" "),
);
