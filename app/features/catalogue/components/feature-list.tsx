import { clsx } from "clsx";

/** A tool's features, each ticked. */
export function FeatureList({
  features,
  className,
  itemClassName,
  label,
}: {
  features: string[];
  className: string;
  itemClassName?: string;
  label?: string;
}) {
  return (
    <ul className={className} aria-label={label}>
      {features.map((feature) => (
        <li key={feature} className={clsx("flex gap-2", itemClassName)}>
          <span aria-hidden className="text-brand-600">
            ✓
          </span>
          {feature}
        </li>
      ))}
    </ul>
  );
}
