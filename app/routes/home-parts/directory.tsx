import { cardSaveButton } from "~/features/saved-tools/components/save-tool-button";
import { ToolDirectory } from "~/features/catalogue/components/tool-directory";
import { useLoadFailureToast } from "~/features/catalogue/components/load-failure";

type Props = Pick<Parameters<typeof ToolDirectory>[0], "results" | "query" | "choices" | "failed">;

/** The home page's directory, with the toast that says when its list could not be loaded. */
export function HomeDirectory({ results, query, choices, failed }: Props) {
  useLoadFailureToast(failed === true);
  return (
    <ToolDirectory
      cardAction={cardSaveButton}
      failed={failed}
      results={results}
      query={query}
      choices={choices}
      hash="#tools"
      title={
        <h2 id="tools-heading" className="text-2xl font-bold text-slate-900">
          AI Tools Directory
        </h2>
      }
      headingLevel={3}
    />
  );
}
