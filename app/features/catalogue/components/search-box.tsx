import { useEffect, useId, useRef, useState } from "react";
import { SearchIcon } from "~/components/ui/icon";
import { MAX_QUERY_LENGTH } from "~/lib/field-limits";

const DEBOUNCE_MS = 300;

/**
 * Search text that updates the list after a pause in typing (so the server is not asked
 * for every keystroke), or at once on Enter. Follows the URL when Back changes it.
 */
export function SearchBox({
  value,
  onSearch,
  placeholder = "Search by name, description or category",
  label = "Search tools",
}: {
  value: string;
  onSearch: (text: string) => void;
  placeholder?: string;
  label?: string;
}) {
  const id = useId();
  const [text, setText] = useState(value);
  const [lastValue, setLastValue] = useState(value);
  // What this box last asked for: when the URL catches up with it, the box keeps what the
  // visitor has typed since; any other change of the URL (Back, a link) replaces the text,
  // and counts as asked for, so that the pause after it does not search again and undo a
  // link followed meanwhile.
  const [sent, setSent] = useState(value);
  if (value !== lastValue) {
    setLastValue(value);
    if (value !== sent) {
      setText(value);
      setSent(value);
    }
  }

  // Text typed before the page's scripts ran is in the box but not yet in its state: taken up
  // once, so that it is searched for as if typed now.
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const typed = input.current?.value;
    if (typed !== undefined && typed !== value) setText(typed);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only what was typed before hydration
  }, []);

  const search = (next: string) => {
    setSent(next);
    onSearch(next);
  };

  useEffect(() => {
    const next = text.trim();
    if (next === sent) return;
    const timer = setTimeout(() => {
      setSent(next);
      onSearch(next);
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, sent, onSearch]);

  return (
    <div className="relative w-full">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-500" />
      <input
        ref={input}
        id={id}
        type="search"
        name="q"
        value={text}
        maxLength={MAX_QUERY_LENGTH}
        placeholder={placeholder}
        autoComplete="off"
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === "Enter") {
            event.preventDefault();
            search(text.trim());
          }
        }}
        // On a phone the whole hint fits only a size smaller and with narrower padding (Chromium
        // keeps room for the hidden clear button).
        className="w-full rounded-lg border border-slate-300 bg-white py-2.5 pr-1 pl-9 text-slate-900 placeholder:text-sm placeholder:text-slate-500 md:pr-3 md:pl-10 md:placeholder:text-base"
      />
    </div>
  );
}
