import { useState } from "react";
import { Dialog } from "~/components/ui/dialog";
import type { Tool, ToolSummary } from "~/features/catalogue/schema";
import { ToolOption } from "./tool-option";
import { ToolSearchField } from "./tool-search-field";
import { useToolSearch } from "./use-tool-search";

/** Search the directory and pick a tool to take another's place in the comparison. */
export function ReplaceToolDialog({
  replacing,
  excludeIds,
  suggestions,
  onPick,
  onClose,
}: {
  replacing: Tool | null;
  excludeIds: readonly string[];
  suggestions: ToolSummary[];
  onPick: (tool: ToolSummary) => void;
  onClose: () => void;
}) {
  const [text, setText] = useState("");
  const { tools, searching } = useToolSearch(text, suggestions);
  const choices = tools.filter((tool) => !excludeIds.includes(tool.id));
  return (
    <Dialog
      open={replacing !== null}
      onOpenChange={(open) => {
        if (!open) {
          setText("");
          onClose();
        }
      }}
      title={replacing ? `Replace ${replacing.name}` : "Replace tool"}
      description="Search for the tool to compare instead."
    >
      <ToolSearchField
        label="Search tools"
        hideLabel
        value={text}
        onChange={setText}
        status={searching ? "Searching…" : choices.length === 0 ? "No tools found" : ""}
      />
      <ul className="mt-2 space-y-2">
        {choices.map((tool) => (
          <li key={tool.id}>
            <ToolOption
              tool={tool}
              logoSize={32}
              onClick={() => {
                setText("");
                onPick(tool);
              }}
              className="border-slate-200 hover:border-brand-600"
            />
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
