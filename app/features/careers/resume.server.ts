/** A resume's real type, read from its first bytes (never from its name). */
export type ResumeType = { extension: "pdf" | "doc" | "docx"; contentType: string };

const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

function startsWith(bytes: Uint8Array, prefix: number[]) {
  return prefix.every((byte, index) => bytes[index] === byte);
}

function contains(bytes: Uint8Array, text: string, encoding: "latin1" | "utf16le" = "latin1") {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes(
    Buffer.from(text, encoding),
  );
}

/**
 * PDF: '%PDF-'. DOCX: a ZIP package with a word/ part. DOC: an OLE2 compound file with a
 * WordDocument stream. Anything else is null.
 */
export function detectResumeType(bytes: Uint8Array): ResumeType | null {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) {
    return { extension: "pdf", contentType: "application/pdf" };
  }
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) && contains(bytes, "word/")) {
    return {
      extension: "docx",
      contentType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    };
  }
  if (startsWith(bytes, OLE2) && contains(bytes, "WordDocument", "utf16le")) {
    return { extension: "doc", contentType: "application/msword" };
  }
  return null;
}
