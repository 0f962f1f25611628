/**
 * Collects the server's error lines (its JSON log at level error, and console.error) while the
 * fuzzer runs, instead of printing them: each case takes the lines logged since the previous
 * one ended (a line logged just after a case's answer is counted with the next case).
 */
export function captureErrorLines() {
  let lines: string[] = [];
  const originalWrite = process.stderr.write;
  const originalError = console.error;
  const isErrorLine = (line: string) => line.startsWith("{") && line.includes('"level":"error"');
  process.stderr.write = function (this: NodeJS.WriteStream, chunk: unknown, ...rest: unknown[]) {
    const text = typeof chunk === "string" ? chunk : Buffer.isBuffer(chunk) ? chunk.toString() : "";
    const found = text.split("\n").filter(isErrorLine);
    const write = originalWrite as (...args: unknown[]) => boolean;
    if (found.length === 0) return write.call(this, chunk, ...rest);
    lines.push(...found);
    const kept = text
      .split("\n")
      .filter((line) => !isErrorLine(line))
      .join("\n");
    if (kept.trim() !== "") return write.call(this, kept, ...rest);
    rest.find((arg): arg is () => void => typeof arg === "function")?.();
    return true;
  } as typeof process.stderr.write;
  console.error = (...args: unknown[]) => {
    lines.push(args.map((arg) => (arg instanceof Error ? arg.stack : String(arg))).join(" "));
  };
  return {
    /** The lines logged since the last call. */
    take(): string[] {
      const taken = lines;
      lines = [];
      return taken;
    },
    uninstall() {
      process.stderr.write = originalWrite;
      console.error = originalError;
    },
  };
}
