import type { JudgedQuery } from "./metrics";

// What a person typing each query into the directory's search expects, judged against the
// bundled catalogue (content/tools/*.json) by each tool's own name, categories, description,
// features and use cases. Grades: 3 the answer (or one of equally ideal answers), 2 clearly
// relevant, 1 acceptable; a tool not listed counts as 0. At most eight tools are judged per query,
// so where more would fit (a broad category), the ones a person would most expect are listed.

export const QUERY_KINDS = [
  "exact-name",
  "name-variant",
  "name-typo",
  "vocabulary-typo",
  "task",
  "category",
  "multi-word",
] as const;

export type QueryKind = (typeof QUERY_KINDS)[number];

/** Labels for reports, one per kind. */
export const QUERY_KIND_LABELS: Record<QueryKind, string> = {
  "exact-name": "Exact names",
  "name-variant": "Spacing and punctuation variants of names",
  "name-typo": "Typos in names",
  "vocabulary-typo": "Typos in ordinary words",
  task: "Tasks in plain words",
  category: "Category-like queries",
  "multi-word": "Several words no one tool has all of",
};

const chatgpt = { chatgpt: 3, "openai-platform": 1, "openai-codex": 1 } as const;

const imageGeneration = {
  midjourney: 3,
  "stable-diffusion": 3,
  flux: 3,
  "leonardo-ai": 3,
  "adobe-firefly": 2,
  ideogram: 2,
  "bing-image-creator": 2,
  krea: 2,
} as const;

const videoEditing = {
  capcut: 3,
  descript: 3,
  veed: 3,
  runway: 2,
  captions: 2,
  opusclip: 2,
  "invideo-ai": 1,
  riverside: 1,
} as const;

const transcription = {
  whisper: 3,
  rev: 3,
  "otter-ai": 3,
  assemblyai: 2,
  deepgram: 2,
  descript: 2,
  "fireflies-ai": 1,
  elevenlabs: 1,
} as const;

const backgroundRemoval = {
  "remove-bg": 3,
  photoroom: 3,
  clipdrop: 2,
  "canva-magic-studio": 2,
  "microsoft-designer": 1,
  recraft: 1,
} as const;

const resumeBuilders = {
  kickresume: 3,
  rezi: 3,
  teal: 2,
  "final-round-ai": 1,
  jobscan: 1,
} as const;

export const RELEVANCE_SET: readonly JudgedQuery<QueryKind>[] = [
  // Exact names
  {
    query: "ChatGPT",
    kind: "exact-name",
    judgements: chatgpt,
    note: "OpenAI's API and Codex (which runs inside ChatGPT) are acceptable neighbours.",
  },
  {
    query: "notion ai",
    kind: "exact-name",
    judgements: { "notion-ai": 3, "clickup-brain": 1, taskade: 1 },
  },
  { query: "Midjourney", kind: "exact-name", judgements: { midjourney: 3 } },
  {
    query: "Claude",
    kind: "exact-name",
    judgements: { claude: 3, "claude-code": 2, "anthropic-api": 2 },
  },
  { query: "Perplexity", kind: "exact-name", judgements: { perplexity: 3, "you-com": 1 } },
  {
    query: "cursor",
    kind: "exact-name",
    judgements: { cursor: 3, windsurf: 1, "github-copilot": 1 },
    note: "Also an ordinary word; the editor named Cursor is what people mean here.",
  },
  { query: "DeepL", kind: "exact-name", judgements: { deepl: 3, "google-translate": 1 } },
  { query: "n8n", kind: "exact-name", judgements: { n8n: 3, zapier: 1, make: 1 } },
  {
    query: "Make",
    kind: "exact-name",
    judgements: { make: 3, zapier: 1, n8n: 1 },
    note: "The automation platform is named after a common verb that many descriptions use.",
  },
  {
    query: "whisper",
    kind: "exact-name",
    judgements: { whisper: 3, groq: 1 },
    note: "Groq serves Whisper through its API.",
  },

  // Spacing and punctuation variants of names
  { query: "chat gpt", kind: "name-variant", judgements: chatgpt },
  { query: "Chat-GPT", kind: "name-variant", judgements: chatgpt },
  { query: "chatgpt", kind: "name-variant", judgements: chatgpt },
  { query: "eleven labs", kind: "name-variant", judgements: { elevenlabs: 3 } },
  { query: "git hub copilot", kind: "name-variant", judgements: { "github-copilot": 3 } },
  { query: "notebook lm", kind: "name-variant", judgements: { notebooklm: 3 } },
  { query: "huggingface", kind: "name-variant", judgements: { "hugging-face": 3 } },
  {
    query: "copy ai",
    kind: "name-variant",
    judgements: { "copy-ai": 3, jasper: 1, rytr: 1 },
    note: "Copy.ai without its dot; AI copywriting tools are acceptable readings too.",
  },
  { query: "tldv", kind: "name-variant", judgements: { tldv: 3 } },
  {
    query: "weights and biases",
    kind: "name-variant",
    judgements: { "weights-and-biases": 3 },
  },
  { query: "lmstudio", kind: "name-variant", judgements: { "lm-studio": 3, ollama: 1 } },
  {
    query: "remove bg",
    kind: "name-variant",
    judgements: { "remove-bg": 3, photoroom: 2, clipdrop: 2 },
  },

  // Typos in names
  {
    query: "grammerly",
    kind: "name-typo",
    judgements: { grammarly: 3, prowritingaid: 1, languagetool: 1 },
  },
  { query: "midjorney", kind: "name-typo", judgements: { midjourney: 3 } },
  { query: "perplexcity", kind: "name-typo", judgements: { perplexity: 3 } },
  {
    query: "stable difusion",
    kind: "name-typo",
    judgements: { "stable-diffusion": 3, comfyui: 1, invokeai: 1 },
    note: "ComfyUI and InvokeAI are the usual ways to run Stable Diffusion models locally.",
  },
  { query: "elevnlabs", kind: "name-typo", judgements: { elevenlabs: 3 } },
  { query: "synthesa", kind: "name-typo", judgements: { synthesia: 3 } },
  { query: "descrypt", kind: "name-typo", judgements: { descript: 3 } },
  { query: "hugingface", kind: "name-typo", judgements: { "hugging-face": 3 } },
  { query: "quilbot", kind: "name-typo", judgements: { quillbot: 3 } },

  // Typos in ordinary words
  { query: "transcibe audio", kind: "vocabulary-typo", judgements: transcription },
  { query: "vidoe editing", kind: "vocabulary-typo", judgements: videoEditing },
  { query: "imge generation", kind: "vocabulary-typo", judgements: imageGeneration },
  {
    query: "translaton",
    kind: "vocabulary-typo",
    judgements: { deepl: 3, "google-translate": 3, "microsoft-translator": 2, quillbot: 1 },
  },
  {
    query: "presentaion maker",
    kind: "vocabulary-typo",
    judgements: { gamma: 3, "beautiful-ai": 3, pitch: 3, "canva-magic-studio": 1, kimi: 1 },
  },
  { query: "resume bulder", kind: "vocabulary-typo", judgements: resumeBuilders },
  { query: "backround remover", kind: "vocabulary-typo", judgements: backgroundRemoval },

  // Tasks in plain words
  {
    query: "make a song",
    kind: "task",
    judgements: { suno: 3, udio: 3, aiva: 2, "stable-audio": 1 },
    note: "AIVA composes instrumental pieces rather than songs with vocals.",
  },
  {
    query: "customer support chatbot",
    kind: "task",
    judgements: {
      "intercom-fin": 3,
      tidio: 3,
      ada: 2,
      "zendesk-ai": 2,
      "salesforce-agentforce": 1,
      "hubspot-breeze": 1,
      flowise: 1,
      dify: 1,
    },
    note: "Flowise and Dify build such a bot over product docs, for those who make their own.",
  },
  {
    query: "analyze spreadsheet data",
    kind: "task",
    judgements: { "julius-ai": 3, rows: 2, hex: 2, chatgpt: 2, "microsoft-copilot": 1 },
  },
  {
    query: "text to video",
    kind: "task",
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
  { query: "remove background from photo", kind: "task", judgements: backgroundRemoval },
  {
    query: "write my resume",
    kind: "task",
    judgements: { ...resumeBuilders, chatgpt: 1 },
  },
  {
    query: "meeting notes",
    kind: "task",
    judgements: {
      granola: 3,
      "otter-ai": 3,
      fathom: 3,
      "fireflies-ai": 3,
      tldv: 2,
      krisp: 2,
      "zoom-ai-companion": 2,
      "notion-ai": 2,
    },
  },
  {
    query: "translate a document",
    kind: "task",
    judgements: { deepl: 3, "google-translate": 2, "microsoft-translator": 1, quillbot: 1 },
    note: "Only DeepL keeps a document's formatting; Google Translate takes whole documents too.",
  },
  {
    query: "build a website without code",
    kind: "task",
    judgements: {
      bubble: 3,
      lovable: 2,
      gamma: 2,
      "figma-make": 2,
      softr: 2,
      "bolt-new": 1,
      v0: 1,
      kickresume: 1,
    },
    note: "The catalogue has no classic site builder: Bubble builds and hosts web apps without code, Gamma publishes simple sites, Kickresume a personal one.",
  },
  {
    query: "generate a logo",
    kind: "task",
    judgements: {
      looka: 3,
      ideogram: 2,
      playground: 2,
      recraft: 1,
      "canva-magic-studio": 1,
    },
  },
  {
    query: "summarize research papers",
    kind: "task",
    judgements: {
      elicit: 3,
      "semantic-scholar": 3,
      chatpdf: 2,
      notebooklm: 2,
      consensus: 2,
      scite: 1,
      liner: 1,
      researchrabbit: 1,
    },
  },
  {
    query: "clone my voice",
    kind: "task",
    judgements: { elevenlabs: 3, "murf-ai": 2, heygen: 1, "invideo-ai": 1, descript: 1, piper: 1 },
    note: "Piper trains custom voices offline; Descript's AI voices re-speak corrected words.",
  },
  {
    query: "automate workflows between apps",
    kind: "task",
    judgements: { zapier: 3, make: 3, n8n: 3, taskade: 1, "relevance-ai": 1 },
  },
  {
    query: "run a model on my own computer",
    kind: "task",
    judgements: {
      ollama: 3,
      "lm-studio": 3,
      comfyui: 2,
      "stable-diffusion": 2,
      invokeai: 1,
      whisper: 1,
      piper: 1,
      deepseek: 1,
    },
    note: "Most people mean a language model; local image and speech models are acceptable.",
  },
  {
    query: "help with homework",
    kind: "task",
    judgements: { khanmigo: 3, photomath: 3, quizlet: 2, chatgpt: 1, notebooklm: 1 },
  },
  {
    query: "write marketing copy",
    kind: "task",
    judgements: {
      jasper: 3,
      "copy-ai": 3,
      rytr: 2,
      writesonic: 2,
      "hubspot-breeze": 1,
      "adcreative-ai": 1,
      chatgpt: 1,
    },
  },
  {
    query: "code review",
    kind: "task",
    judgements: {
      "github-copilot": 2,
      "openai-codex": 2,
      tabnine: 2,
      "jetbrains-ai-assistant": 1,
      claude: 1,
      "claude-code": 1,
    },
    note: "No tool in the catalogue is made for code review alone; these review pull requests or code as one of their features.",
  },
  {
    query: "prepare for a job interview",
    kind: "task",
    judgements: { "final-round-ai": 3, teal: 1, chatgpt: 1 },
  },
  {
    query: "learn a language",
    kind: "task",
    judgements: { "duolingo-max": 3, "character-ai": 1, quizlet: 1, languagetool: 1 },
  },
  {
    query: "improve seo of my blog",
    kind: "task",
    judgements: { "surfer-seo": 3, semrush: 3, writesonic: 2, jasper: 1 },
  },

  // Category-like queries
  { query: "image generation", kind: "category", judgements: imageGeneration },
  { query: "video editing", kind: "category", judgements: videoEditing },
  { query: "transcription", kind: "category", judgements: transcription },
  {
    query: "open source",
    kind: "category",
    judgements: {
      "hugging-face": 3,
      ollama: 3,
      "stable-diffusion": 2,
      n8n: 2,
      whisper: 2,
      comfyui: 2,
      langchain: 2,
      aider: 2,
    },
    note: "Twenty-one tools carry the Open Source category; the eight best known are judged.",
  },
  {
    query: "code generation",
    kind: "category",
    judgements: {
      "github-copilot": 3,
      cursor: 3,
      "claude-code": 2,
      windsurf: 2,
      "openai-codex": 2,
      tabnine: 2,
      "jetbrains-ai-assistant": 2,
      "amazon-q-developer": 2,
    },
    note: "Sixteen tools carry the Code Generation category; the best-known assistants are judged.",
  },
  {
    query: "customer service",
    kind: "category",
    judgements: {
      "intercom-fin": 3,
      "zendesk-ai": 3,
      ada: 3,
      tidio: 2,
      "salesforce-agentforce": 2,
      "hubspot-breeze": 1,
      "d-id": 1,
    },
  },
  {
    query: "text to speech",
    kind: "category",
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
    query: "search engine",
    kind: "category",
    judgements: {
      kagi: 3,
      "brave-search": 3,
      perplexity: 2,
      "you-com": 2,
      consensus: 1,
      "semantic-scholar": 1,
    },
  },

  // Several words that no one tool has all of
  {
    query: "podcast editor that removes filler words and background noise",
    kind: "multi-word",
    judgements: { descript: 3, "adobe-podcast": 2, riverside: 2, krisp: 1, "lalal-ai": 1 },
  },
  {
    query: "private chatbot on my laptop without internet",
    kind: "multi-word",
    judgements: { ollama: 3, "lm-studio": 3, deepseek: 1 },
  },
  {
    query: "cut a two hour webinar into tiktok clips",
    kind: "multi-word",
    judgements: { opusclip: 3, descript: 2, riverside: 2, captions: 1, capcut: 1 },
  },
  {
    query: "coach my team to write cold emails that get replies",
    kind: "multi-word",
    judgements: { lavender: 3, "apollo-io": 2, clay: 1, "copy-ai": 1, gong: 1 },
  },
  {
    query: "talking avatar from a photo in spanish",
    kind: "multi-word",
    judgements: { "d-id": 3, heygen: 3, synthesia: 2 },
  },
  {
    query: "upscale blurry old family photos",
    kind: "multi-word",
    judgements: { "topaz-photo-ai": 3, "magnific-ai": 2, krea: 2, clipdrop: 2 },
  },
  {
    query: "isolate vocals from an mp3 song",
    kind: "multi-word",
    judgements: { "lalal-ai": 3, suno: 1 },
    note: "Suno extracts stems only from songs made in it.",
  },
  {
    query: "chat with my rental lease pdf",
    kind: "multi-word",
    judgements: { chatpdf: 3, claude: 2, notebooklm: 2, "le-chat": 1, kimi: 1 },
  },
  {
    query: "math tutor that explains steps for kids",
    kind: "multi-word",
    judgements: { photomath: 3, khanmigo: 3 },
  },
  {
    query: "fast cheap api for open source llms",
    kind: "multi-word",
    judgements: { groq: 3, "together-ai": 3, replicate: 2, "hugging-face": 2, deepseek: 1 },
  },
  {
    query: "plan my week around meetings and the gym",
    kind: "multi-word",
    judgements: { motion: 3, "reclaim-ai": 3, "clickup-brain": 1 },
  },
];
