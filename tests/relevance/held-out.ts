import type { JudgedQuery } from "./metrics";

// The held-out relevance set. It was written before any change aimed at these kinds of query,
// and it is never to be used to tune the search lexicon (content/search/lexicon.json), the
// engine or its weights: figures on it are reported, never optimised against. The development
// set in judgements.ts is the one changes are tried on; this one tells whether they carry over to
// queries no one looked at while making them.
//
// Judged the same way as the development set: against the bundled catalogue (content/tools/*.json)
// by each tool's own name, categories, description, features, use cases, pricing and stated facts
// (content/tools/facts.json), never by knowledge its listing does not support. Grades: 3 the
// answer (or one of equally ideal answers), 2 clearly relevant, 1 acceptable; a tool not listed
// counts as 0. At most eight tools are judged per query.
//
// Kind by kind:
// - alternatives: the tools a person wants instead of the named one, which is not judged (so
//   ranking it first is penalised). Where the query adds a condition (free, open source, with an
//   API, self-hosted, cheaper), only tools whose listing supports it get 3, others at most 1.
// - comparison: the two named tools get 3, no other tool more than 1 (where a named tool has no
//   listing of its own, the tool whose listing says it runs it stands in for it, at 2).
// - brand-as-category: a brand standing for a kind of tool; the tools doing that job are judged.

export const HELD_OUT_KINDS = [
  "alternatives",
  "comparison",
  "abbreviation",
  "question",
  "brand-as-category",
  "task-typo",
] as const;

export type HeldOutKind = (typeof HELD_OUT_KINDS)[number];

/** Labels for reports, one per kind. */
export const HELD_OUT_KIND_LABELS: Record<HeldOutKind, string> = {
  alternatives: "Alternatives to a named tool",
  comparison: "Two named tools compared",
  abbreviation: "Abbreviations and short forms",
  question: "Questions in full sentences",
  "brand-as-category": "A brand standing for a kind of tool",
  "task-typo": "Typos in task words",
};

export const HELD_OUT_SET: readonly JudgedQuery<HeldOutKind>[] = [
  // Alternatives to a named tool
  {
    query: "alternatives to midjourney",
    kind: "alternatives",
    judgements: {
      "leonardo-ai": 3,
      flux: 3,
      "stable-diffusion": 3,
      ideogram: 2,
      "adobe-firefly": 2,
      krea: 2,
      "bing-image-creator": 2,
      recraft: 1,
    },
  },
  {
    query: "zapier alternative",
    kind: "alternatives",
    judgements: { make: 3, n8n: 3, taskade: 1, "relevance-ai": 1 },
  },
  {
    query: "like perplexity but free",
    kind: "alternatives",
    judgements: {
      "brave-search": 3,
      "you-com": 3,
      "microsoft-copilot": 2,
      liner: 2,
      consensus: 1,
      "meta-ai": 1,
      kagi: 1,
    },
    note: "Kagi answers with citations too, but it has no free plan beyond a trial.",
  },
  {
    query: "open source alternative to chatgpt",
    kind: "alternatives",
    judgements: {
      deepseek: 3,
      ollama: 3,
      "qwen-chat": 2,
      "lm-studio": 1,
      kimi: 1,
      "le-chat": 1,
      "hugging-face": 1,
    },
    note: "DeepSeek publishes its weights and runs a chat app; Ollama (MIT) runs open models as a private chatbot. Qwen Chat's models are mostly open weights, the app is not; LM Studio is free but not open source.",
  },
  {
    query: "similar to grammarly",
    kind: "alternatives",
    judgements: { languagetool: 3, prowritingaid: 3, quillbot: 2, wordtune: 2, deepl: 1 },
    note: "DeepL Write improves text in the same language.",
  },
  {
    query: "instead of otter",
    kind: "alternatives",
    judgements: {
      "fireflies-ai": 3,
      fathom: 3,
      tldv: 3,
      granola: 2,
      krisp: 2,
      rev: 2,
      "zoom-ai-companion": 1,
      "notion-ai": 1,
    },
  },
  {
    query: "cheaper than jasper",
    kind: "alternatives",
    judgements: { rytr: 3, "copy-ai": 3, chatgpt: 2, writesonic: 1 },
    note: "Rytr's listing calls it low-priced and Copy.ai's has a free plan; Jasper's own says it is priced well above general-purpose assistants. Writesonic's gives no price below Jasper's.",
  },
  {
    query: "chatgpt alternative with api",
    kind: "alternatives",
    judgements: {
      claude: 3,
      "google-gemini": 3,
      "le-chat": 3,
      deepseek: 3,
      grok: 2,
      "qwen-chat": 2,
      kimi: 2,
      "microsoft-copilot": 1,
    },
    note: "Microsoft Copilot's listing says it has no public developer API.",
  },
  {
    query: "canva alternative",
    kind: "alternatives",
    judgements: {
      "microsoft-designer": 3,
      playground: 3,
      recraft: 2,
      "adobe-firefly": 1,
      looka: 1,
      gamma: 1,
    },
  },
  {
    query: "self-hosted alternative to zapier",
    kind: "alternatives",
    judgements: { n8n: 3, make: 1, dify: 1 },
    note: "Make cannot be self-hosted; Dify can, but builds LLM apps rather than connecting apps.",
  },
  {
    query: "open source elevenlabs alternative",
    kind: "alternatives",
    judgements: { piper: 3, "murf-ai": 1, wellsaid: 1, speechify: 1 },
  },
  {
    query: "github copilot alternative",
    kind: "alternatives",
    judgements: {
      cursor: 3,
      windsurf: 3,
      tabnine: 3,
      "amazon-q-developer": 3,
      "jetbrains-ai-assistant": 3,
      continue: 2,
      "claude-code": 2,
      "openai-codex": 2,
    },
  },

  // Two named tools compared
  {
    query: "claude vs chatgpt",
    kind: "comparison",
    judgements: { claude: 3, chatgpt: 3, "google-gemini": 1 },
  },
  {
    query: "cursor or copilot",
    kind: "comparison",
    judgements: { cursor: 3, "github-copilot": 3, windsurf: 1, "microsoft-copilot": 1 },
    note: "Beside Cursor, Copilot means GitHub's; Microsoft's assistant of the same name is acceptable.",
  },
  {
    query: "otter vs fireflies",
    kind: "comparison",
    judgements: { "otter-ai": 3, "fireflies-ai": 3, fathom: 1 },
  },
  {
    query: "deepl vs google translate",
    kind: "comparison",
    judgements: { deepl: 3, "google-translate": 3, "microsoft-translator": 1 },
  },
  {
    query: "zapier vs make",
    kind: "comparison",
    judgements: { zapier: 3, make: 3, n8n: 1 },
  },
  {
    query: "runway vs pika",
    kind: "comparison",
    judgements: { runway: 3, pika: 3, "luma-dream-machine": 1 },
  },
  {
    query: "suno or udio",
    kind: "comparison",
    judgements: { suno: 3, udio: 3 },
  },
  {
    query: "gamma vs beautiful.ai",
    kind: "comparison",
    judgements: { gamma: 3, "beautiful-ai": 3, pitch: 1 },
  },
  {
    query: "jasper vs copy.ai",
    kind: "comparison",
    judgements: { jasper: 3, "copy-ai": 3, writesonic: 1 },
  },
  {
    query: "ollama vs lm studio",
    kind: "comparison",
    judgements: { ollama: 3, "lm-studio": 3 },
  },
  {
    query: "synthesia vs heygen",
    kind: "comparison",
    judgements: { synthesia: 3, heygen: 3, "d-id": 1 },
  },
  {
    query: "midjourney vs dall-e",
    kind: "comparison",
    judgements: { midjourney: 3, "bing-image-creator": 2, chatgpt: 1, "openai-platform": 1 },
    note: "DALL-E has no listing of its own; Bing Image Creator's says it runs DALL-E 3, and ChatGPT and the OpenAI Platform generate images with OpenAI's models.",
  },

  // Abbreviations and short forms
  {
    query: "tts",
    kind: "abbreviation",
    judgements: {
      elevenlabs: 3,
      "murf-ai": 3,
      wellsaid: 2,
      speechify: 2,
      piper: 2,
      deepgram: 1,
    },
  },
  {
    query: "stt",
    kind: "abbreviation",
    judgements: {
      whisper: 3,
      deepgram: 3,
      assemblyai: 3,
      rev: 2,
      elevenlabs: 1,
      groq: 1,
      "openai-platform": 1,
    },
  },
  {
    query: "ocr",
    kind: "abbreviation",
    judgements: {
      speechify: 2,
      llamaindex: 1,
      glide: 1,
      "google-translate": 1,
      "microsoft-translator": 1,
      photomath: 1,
    },
    note: "No tool in the catalogue is made for text recognition; Speechify scans printed text with OCR, the others read text from documents, photos or handwriting as one feature among others.",
  },
  {
    query: "llm api",
    kind: "abbreviation",
    judgements: {
      "openai-platform": 3,
      "anthropic-api": 3,
      "together-ai": 2,
      groq: 2,
      deepseek: 2,
      replicate: 1,
      "hugging-face": 1,
    },
  },
  {
    query: "seo writer",
    kind: "abbreviation",
    judgements: { "surfer-seo": 3, writesonic: 3, semrush: 2, jasper: 1, rytr: 1 },
  },
  {
    query: "ai pm tool",
    kind: "abbreviation",
    judgements: { "clickup-brain": 3, taskade: 3, motion: 2, "notion-ai": 1, "miro-ai": 1 },
    note: "PM read as project management, the commoner reading; tools for product managers are not judged.",
  },
  {
    query: "crm ai",
    kind: "abbreviation",
    judgements: {
      attio: 3,
      "hubspot-breeze": 2,
      "salesforce-agentforce": 2,
      "apollo-io": 1,
      clay: 1,
      glide: 1,
    },
  },
  {
    query: "img gen",
    kind: "abbreviation",
    judgements: {
      midjourney: 3,
      "stable-diffusion": 3,
      flux: 3,
      "leonardo-ai": 3,
      "adobe-firefly": 2,
      ideogram: 2,
      "bing-image-creator": 2,
      krea: 2,
    },
  },
  {
    query: "rag framework",
    kind: "abbreviation",
    judgements: {
      llamaindex: 3,
      langchain: 3,
      dify: 2,
      flowise: 2,
      langflow: 2,
      pinecone: 2,
      "openai-platform": 1,
    },
  },
  {
    query: "cv builder",
    kind: "abbreviation",
    judgements: { kickresume: 3, rezi: 3, teal: 2, jobscan: 1, "final-round-ai": 1 },
  },
  {
    query: "ppt generator",
    kind: "abbreviation",
    judgements: {
      gamma: 3,
      "beautiful-ai": 3,
      pitch: 3,
      kimi: 2,
      "microsoft-copilot": 2,
      claude: 1,
      "canva-magic-studio": 1,
      "miro-ai": 1,
    },
  },

  // Questions in full sentences
  {
    query: "what can I use to remove the background from a photo",
    kind: "question",
    judgements: {
      "remove-bg": 3,
      photoroom: 3,
      clipdrop: 2,
      "canva-magic-studio": 2,
      "microsoft-designer": 2,
      recraft: 1,
    },
  },
  {
    query: "which tool turns a podcast into clips",
    kind: "question",
    judgements: { opusclip: 3, riverside: 2, descript: 2, capcut: 1, captions: 1 },
  },
  {
    query: "how do I transcribe a zoom meeting",
    kind: "question",
    judgements: {
      "otter-ai": 3,
      fathom: 3,
      "fireflies-ai": 3,
      tldv: 3,
      "zoom-ai-companion": 2,
      krisp: 2,
      granola: 2,
      rev: 1,
    },
  },
  {
    query: "how can I make a song from my own lyrics",
    kind: "question",
    judgements: { suno: 3, udio: 3, aiva: 1 },
    note: "AIVA composes instrumental music without vocals.",
  },
  {
    query: "is there an app that reads pdfs out loud",
    kind: "question",
    judgements: { speechify: 3, piper: 1, elevenlabs: 1, notebooklm: 1 },
  },
  {
    query: "where can I check if studies support a claim",
    kind: "question",
    judgements: { consensus: 3, scite: 3, liner: 2, elicit: 1, "semantic-scholar": 1 },
  },
  {
    query: "how do I add a chatbot to my website",
    kind: "question",
    judgements: {
      tidio: 3,
      "intercom-fin": 2,
      ada: 2,
      flowise: 2,
      "zendesk-ai": 1,
      dify: 1,
      "hubspot-breeze": 1,
      "d-id": 1,
    },
    note: "Flowise exposes a flow as an embeddable chat widget; D-ID puts a talking avatar on a website.",
  },
  {
    query: "what is a good app to practise speaking spanish",
    kind: "question",
    judgements: { "duolingo-max": 3, "character-ai": 2, "google-translate": 1 },
  },
  {
    query: "which tool makes slides from a word document",
    kind: "question",
    judgements: {
      gamma: 3,
      "microsoft-copilot": 3,
      kimi: 2,
      "beautiful-ai": 1,
      pitch: 1,
      "miro-ai": 1,
    },
    note: "Microsoft Copilot's listing names this very use; Gamma generates decks from an uploaded file.",
  },
  {
    query: "how do I make my resume get past applicant tracking systems",
    kind: "question",
    judgements: { rezi: 3, jobscan: 3, teal: 2, kickresume: 1 },
  },
  {
    query: "what should I use to dub a video into another language",
    kind: "question",
    judgements: {
      heygen: 3,
      elevenlabs: 3,
      veed: 2,
      captions: 2,
      descript: 2,
      synthesia: 2,
      "murf-ai": 1,
    },
  },

  // A brand standing for a kind of tool
  {
    query: "chatgpt for slides",
    kind: "brand-as-category",
    judgements: {
      gamma: 3,
      "beautiful-ai": 3,
      pitch: 2,
      kimi: 2,
      "microsoft-copilot": 1,
      "canva-magic-studio": 1,
    },
  },
  {
    query: "photoshop ai",
    kind: "brand-as-category",
    judgements: {
      "adobe-firefly": 3,
      clipdrop: 2,
      "canva-magic-studio": 2,
      photoroom: 1,
      "microsoft-designer": 1,
      "topaz-photo-ai": 1,
      invokeai: 1,
    },
    note: "Photoshop has no listing; Adobe Firefly's says its Generative Fill runs inside Photoshop.",
  },
  {
    query: "canva for video",
    kind: "brand-as-category",
    judgements: {
      capcut: 3,
      veed: 3,
      "invideo-ai": 2,
      "canva-magic-studio": 1,
      captions: 1,
      descript: 1,
    },
    note: "Canva's own listing makes short clips with Magic Media, so it is acceptable.",
  },
  {
    query: "copilot for sql",
    kind: "brand-as-category",
    judgements: { hex: 3, "julius-ai": 2, rows: 1, "github-copilot": 1 },
  },
  {
    query: "duolingo for math",
    kind: "brand-as-category",
    judgements: { photomath: 3, khanmigo: 3, quizlet: 1 },
  },
  {
    query: "google scholar with ai",
    kind: "brand-as-category",
    judgements: {
      "semantic-scholar": 3,
      consensus: 3,
      elicit: 2,
      scite: 2,
      liner: 2,
      researchrabbit: 2,
    },
  },
  {
    query: "excel ai",
    kind: "brand-as-category",
    judgements: {
      "microsoft-copilot": 3,
      rows: 3,
      "julius-ai": 2,
      chatgpt: 1,
      claude: 1,
      glide: 1,
    },
    note: "Microsoft Copilot's listing names Copilot in Excel; Rows is a spreadsheet with an AI analyst.",
  },
  {
    query: "midjourney for video",
    kind: "brand-as-category",
    judgements: {
      runway: 3,
      "kling-ai": 3,
      sora: 3,
      "luma-dream-machine": 2,
      pika: 2,
      "hailuo-ai": 2,
      midjourney: 1,
    },
    note: "Midjourney's own listing animates its stills into video, so it is acceptable.",
  },
  {
    query: "copilot for novelists",
    kind: "brand-as-category",
    judgements: { sudowrite: 3, prowritingaid: 2, claude: 1 },
  },
  {
    query: "chatgpt for pdfs",
    kind: "brand-as-category",
    judgements: {
      chatpdf: 3,
      notebooklm: 2,
      claude: 2,
      "le-chat": 2,
      kimi: 1,
      "anthropic-api": 1,
    },
  },
  {
    query: "grammarly for spanish",
    kind: "brand-as-category",
    judgements: { languagetool: 3, quillbot: 1, deepl: 1 },
    note: "LanguageTool's listing names Spanish among its 30+ languages; Grammarly's names none.",
  },

  // Typos in task words
  {
    query: "transcripton service",
    kind: "task-typo",
    judgements: {
      rev: 3,
      "otter-ai": 3,
      whisper: 3,
      assemblyai: 2,
      deepgram: 2,
      descript: 2,
      "fireflies-ai": 1,
    },
  },
  {
    query: "voice clonning",
    kind: "task-typo",
    judgements: {
      elevenlabs: 3,
      "murf-ai": 2,
      heygen: 2,
      "invideo-ai": 1,
      piper: 1,
      descript: 1,
    },
  },
  {
    query: "grammer checker",
    kind: "task-typo",
    judgements: { grammarly: 3, languagetool: 3, prowritingaid: 3, quillbot: 2, wordtune: 1 },
  },
  {
    query: "vidio generator",
    kind: "task-typo",
    judgements: {
      runway: 3,
      sora: 3,
      "kling-ai": 3,
      "luma-dream-machine": 2,
      pika: 2,
      "hailuo-ai": 2,
      "invideo-ai": 2,
      "adobe-firefly": 1,
    },
  },
  {
    query: "logo desing",
    kind: "task-typo",
    judgements: { looka: 3, ideogram: 2, playground: 2, recraft: 1, "canva-magic-studio": 1 },
  },
  {
    query: "sumarize a pdf",
    kind: "task-typo",
    judgements: { chatpdf: 3, notebooklm: 2, claude: 2, "le-chat": 2, kimi: 1, quillbot: 1 },
  },
  {
    query: "music generater",
    kind: "task-typo",
    judgements: { suno: 3, udio: 3, aiva: 2, "stable-audio": 2 },
  },
  {
    query: "image upscaller",
    kind: "task-typo",
    judgements: {
      "topaz-photo-ai": 3,
      "magnific-ai": 3,
      krea: 2,
      clipdrop: 2,
      "leonardo-ai": 1,
    },
  },
  {
    query: "workflow automaton",
    kind: "task-typo",
    judgements: { zapier: 3, make: 3, n8n: 3, taskade: 1, "relevance-ai": 1, dify: 1 },
  },
  {
    query: "subtitel generator",
    kind: "task-typo",
    judgements: {
      veed: 3,
      capcut: 3,
      captions: 3,
      rev: 2,
      opusclip: 1,
      descript: 1,
      whisper: 1,
    },
  },
  {
    query: "noise cancelation",
    kind: "task-typo",
    judgements: {
      krisp: 3,
      "adobe-podcast": 2,
      "lalal-ai": 2,
      descript: 1,
      veed: 1,
      captions: 1,
    },
  },
];
