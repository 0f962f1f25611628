import { BACK_TO_TOP_AFTER_PX } from "./constants";
import { useScrolledPast } from "./use-scrolled-past";
import { Icon } from "~/components/ui/icon";

export function BackToTop() {
  const visible = useScrolledPast(BACK_TO_TOP_AFTER_PX);
  return (
    <button
      type="button"
      aria-label="Back to top"
      data-back-to-top
      hidden={!visible}
      onClick={(event) => {
        // The button hides at the top: let go of focus first, so the next Tab starts from the
        // top of the page.
        event.currentTarget.blur();
        window.scrollTo({ top: 0 });
      }}
      className="fixed right-4 bottom-4 z-30 grid size-11 place-items-center rounded-full bg-brand-600 text-white shadow-lg hover:bg-brand-700"
    >
      <Icon strokeWidth={2.5}>
        <path d="M12 19V5M5 12l7-7 7 7" />
      </Icon>
    </button>
  );
}
